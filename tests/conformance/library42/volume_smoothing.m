% smooth3: box and Gaussian smoothing of 3-D data with replicated faces, its classes and argument checks.
bad = {{}, {cell(2,2,2)}, {1}, {ones(2,2,2), {3}}, {ones(2,2,2), 'b', {3}}, {ones(2,2,2), 'b', [3 5]}, {ones(2,2,2), 'b', [3 0 5]}, {ones(2,2,2), 'b', [3 2 5]}, {ones(2,2,2), 'g', 3, {0.65}}, {ones(2,2,2), 'g', 3, [1 2]}, {ones(2,2,2), 'foobar'}, {ones(2,2), 'b'}, {ones(2,2,2,2)}, {ones(2,2,2), 'b', 3.5}, {ones(2,2,2), 'g', 3, -1}, {ones(2,2,2), 'g', 3, 0}, {ones(2,2,2)+i}, {'abc'}, {true(2,2,2), 'B'}, {ones(2,2,2), 'box', 3, 1, 5}};
for k = 1:numel (bad)
  try
    s = smooth3 (bad{k}{:});
    disp (class (s));
  catch err
    disp (strtok (err.message, char (10)));
  end
end
d = reshape (sin (1:60), 3, 4, 5);
s = smooth3 (d); disp (s(:,:,3))
s = smooth3 (d, 'g'); disp (s(:,:,2))
s = smooth3 (d, 'gaussian', [3 5 3], [0.5 1 2]); disp (s(:,:,4))
s = smooth3 (single (d), 'b', [1 3 5]); disp (s(:,:,1)), disp (class (s))
s = smooth3 (int8 (d * 100), 'box', 3); disp (s(:,:,5))
d = zeros (3, 3, 3);
d(1, 1, 1) = 27;
s = smooth3 (d);
disp (s(:, :, 1))
s = smooth3 (ones (3, 4, 5), 'g', [3 5 3], 1);
printf ('%.12f\n', max (abs (s(:) - 1)));
