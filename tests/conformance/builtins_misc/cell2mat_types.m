% cell2mat's check of its elements' types, as Octave's cell2mat.m makes it.
cs = {{1, 'two', [3 4 5]}, {'a', 'bb'}, {[1 2]; 'x'}, {true, 1}, {'a', 1}, ...
      {1, true, 'c'}, {'x', true, 2}, {int8(1), 2}, {true, 'a'}, {{1}, {2}}, ...
      {struct('a', 1), struct('a', 2)}, {1, {2}}};
for k = 1:numel (cs)
  try
    x = cell2mat (cs{k});
    printf ('%s %s\n', class (x), mat2str (size (x)));
  catch e
    disp (e.message)
  end
end
