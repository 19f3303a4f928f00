% isocolors and isonormals at given vertices: trilinear colors and gradient normals, and argument checks.
[x, y, z] = meshgrid (0:.5:2, 0:.5:2, 0:.5:2);
c = (x-.5).^2 + (y-.5).^2 + (z-.5).^2;
v = [0.3 0.7 1.1; 1.9 0.2 0.6; 0.5 0.5 0.5; 2.3 -0.4 1.0; 0 0 0; 2 2 2; 1.25 1.75 0.1];
cdat = isocolors (x, y, z, c, v)
cdat = isocolors (c, v * 2 + 1)
try, cdat = isocolors (x(1,:,1), y(:,1,1), z(1,1,:), sin (c), v), catch e, disp (e.message), end
cdat = isocolors (x(1,:,1), y(:,1,1), squeeze (z(1,1,:)), sin (c), v)
try, cdat = isocolors (x, y, z, c, c.^2, sqrt (c), v), catch e, disp (e.message), end
cdat = isocolors (c, 1 - c, c / 2, v * 2 + 1)
vn = isonormals (x, y, z, c, v)
vn = isonormals (x, y, z, c, v, 'negate')
vn = isonormals (c .* x, v * 2 + 1)
r = reshape (1:60, 3, 4, 5);
try, isocolors (r, [1 1 1]), catch e, disp (e.message), end
cdat = isocolors (r, r, r, [1.5 2.5 1.2])
bad = {{@isocolors}, {@isocolors, 1}, {@isocolors, 1, 2, 3}, {@isocolors, 1, {1}}, {@isocolors, 1, [1 2 3 4]}, {@isocolors, 1, 0}, ...
  {@isonormals}, {@isonormals, 1, 2, 3}, {@isonormals, x, y, z, c, v, 'foo'}, {@isonormals, 1, {1}}, {@isonormals, x, y, z, c, x}, ...
  {@isonormals, {x}, y, z, c, v}, {@isonormals, x, y, z(1), c, v}, {@isonormals, x(:), y(:), z, c, v}, {@isonormals, 1, 2, 3, c, v}, {@isonormals, x, y, z, c, [1 2]}};
for k = 1:numel (bad)
  try
    feval (bad{k}{:});
  catch err
    disp (strtok (err.message, char (10)));
  end
end
