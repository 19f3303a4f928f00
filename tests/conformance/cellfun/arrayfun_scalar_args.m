% arrayfun passes an argument of one element to every call (Octave)
x = arrayfun(@(a, b) a + b, 1, [1 2])
y = arrayfun(@(a, b) a * b, [1 2; 3 4], 10)
z = arrayfun(@(a, b) a + b, 1, zeros(1, 0))
c = arrayfun(@(a, b) [a b], 5, 1:3, 'UniformOutput', false)
try
  arrayfun(@(a, b) a + b, [1 2], [1 2 3])
catch err
  disp(err.message)
end
