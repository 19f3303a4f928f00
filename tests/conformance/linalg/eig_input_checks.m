% eig's argument checks in Octave's order: an empty A gives empty (0x0)
% results before anything else is looked at, then A must be double or
% single, then square.
bad = {int8([1 2; 2 1]), true, [true false; false true], 'ab', uint16(5), {1}, [1 2 3; 4 5 6], ones(2,2,2), ones(2,3,2)};
for k = 1:numel(bad)
  try
    eig(bad{k})
  catch err
    disp(err.message)
  end
end
e = eig([])
e = eig(zeros(0, 3))
[V, D] = eig(zeros(3, 0))
e = eig(single([]))
x = eig([], 'foo')
try
  [a, b, c] = eig([]);
catch err
  disp(err.message)
end
