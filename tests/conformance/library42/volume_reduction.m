% reducevolume: every R-th element of volume data, with its coordinates, and the argument checks.
v = reshape (1:6*8*4, [6 8 4]);
x = 1:3:22;  y = -14:5:11;  z = linspace (16, 18, 4);
bad = {{v, [4 3 2], 1}, {x(1:7), y, z, v, 2}, {x, y(1:5), z, v, 2}, {x, y, z(1:3), v, 2}, {ones(6,8,4), y, z, v, 2}, {x, y, z, ones(2,2,2,2), 2}, {ones(2,2,2,2), 2}, {v, {1}}, {v, [1 1 -1]}, {'abc', 2}, {{1}, 2}, {true(3,3,3), 2}, {v, int8(2)}};
for k = 1:numel (bad)
  try
    nv = reducevolume (bad{k}{:});
    disp (size (nv));
  catch err
    disp (strtok (err.message, char (10)));
  end
end
[nx, ny, nz, nv] = reducevolume (x, y, z, v, [3 2 3]);
disp (size (nv)); disp (nx(:,:,1)); disp (ny(:,:,1)); disp (squeeze (nz(1,1,:))')
nv = reducevolume (single (v), 2); disp (class (nv)); disp (nv(:,:,2))
[nx, ny, nz] = reducevolume (v, [5 5 3]);
disp (size (nx)); disp (nz(:)')
nv = reducevolume (reshape (1:6*8*4, [6 8 4]), [4 3 2])
w = reshape (1:4*4*4*2, [4 4 4 2]);
nv = reducevolume (w, 3);
disp (size (nv)); disp (nv(:, :, 2, 2))
