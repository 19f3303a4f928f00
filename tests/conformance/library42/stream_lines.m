% stream2 and stream3: streamlines traced through sampled vector fields
% (Heun steps on the interpolated field), printed vertex by vertex.
[x, y] = meshgrid ([0 0.5 1.5 2 3], [-1 0 0.5 2]);
u = 1 + 0 * x;
v = 0.5 * x - 0.2 * y;
xy = stream2 (x, y, u, v, [0 1 0.2], [-1 0 1.5], [0.3 12]);
for k = 1:numel (xy)
  printf ('line %d: %d vertices\n', k, rows (xy{k}));
  printf ('  %9.5f %9.5f\n', xy{k}.');
end
% a seed outside the grid, the default grid and a negative step
xy = stream2 (x, y, u, v, [5 1], [0 0]);
disp (size (xy)), disp (isempty (xy{1})), disp (size (xy{2}))
[u, v] = meshgrid (0:4, 0:3);
xy = stream2 (-v, u + 1, 3, 2, [-0.25 8]);
printf ('  %9.5f %9.5f\n', xy{1}.');
% 3-D: a helix-like field
[x, y, z] = meshgrid (-2:2, -2:2, 0:4);
u = -y;
v = x;
w = 0.5 + 0 * x;
xyz = stream3 (x, y, z, u, v, w, [1 0], [0 1], [0 0.5], [0.5 10]);
for k = 1:numel (xyz)
  printf ('line %d: %d vertices\n', k, rows (xyz{k}));
  printf ('  %9.5f %9.5f %9.5f\n', xyz{k}.');
end
xyz = stream3 (u, v, w, 3, 3, 1, [0.5 4]);
printf ('  %9.5f %9.5f %9.5f\n', xyz{1}.');
try
  stream3 (u, v, w, 3, 3, 1, [0.5 4 1]);
catch err
  disp (err.message);
end
try
  stream2 (u(:, :, 1), v, 3, 3);
catch err
  disp (err.message);
end
