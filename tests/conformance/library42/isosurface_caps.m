% isocaps: the caps closing an isosurface on the volume's boundary planes.
% Vertices and colors as they come; of the triangles their number and
% the total of their area vectors (the diagonals are a free choice).
function isosurface_caps ()
  x = 1:3:22;
  y = -14:5:11;
  z = linspace (16, 18, 4);
  v = reshape (mod ((1:192) * 37, 101) / 100, 6, 8, 4);
  fvc = isocaps (x, y, z, v, 0.5);
  report (fvc.faces, fvc.vertices);
  printf ('%.6f %.6f %.6f %.6f\n', [fvc.vertices(1:20, :), fvc.facevertexcdata(1:20)].');
  [f, p, c] = isocaps (v, 0.4, 'below', 'zmax');
  report (f, p);
  printf ('%.6f %.6f %.6f %.6f\n', [p, c].');
  for plane = {'xmin', 'xmax', 'ymin', 'ymax', 'zmin'}
    [f, p] = isocaps (x, y, z, v, 0.6, plane{1});
    report (f, p);
  end
  [x, y, z] = meshgrid (-1:0.5:1);
  fvc = isocaps (x, y, z, x.^2 + y.^2 + z.^2, 1.5, 'b');
  report (fvc.faces, fvc.vertices);
  disp (fvc.vertices(1:8, :))
end

function report (f, p)
  a = cross (p(f(:, 2), :) - p(f(:, 1), :), p(f(:, 3), :) - p(f(:, 1), :), 2);
  a = round (sum (a, 1) / 2 * 1e6) / 1e6 + 0;   % + 0: no -0
  printf ('%d triangles, %d vertices, area vector %.6f %.6f %.6f\n', ...
          rows (f), rows (p), a);
end
