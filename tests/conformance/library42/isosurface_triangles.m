% isosurface: marching cubes through an ellipsoid-like volume.  The
% vertices are printed as they come; of the triangles (the diagonal a cell
% cuts a quadrilateral along is a free choice) only their number and the
% total of their area vectors, which depends only on the surface's
% boundary and orientation.
function isosurface_triangles ()
  [x, y, z] = meshgrid (-2:0.5:2, -1.5:0.5:2, -2:0.5:2.5);
  v = x.^2 + 2 * y.^2 + z.^2 + 0.3 * x .* z;
  [f, p, c] = isosurface (x, y, z, v, 2.1, z);
  report (f, p);
  printf ('%.6f %.6f %.6f  %.6f\n', [p(1:12, :), c(1:12)].');
  fv = isosurface (x, y, z, v, 2.1, 'noshare');
  report (fv.faces, fv.vertices);
  % the default grid, the default isovalue, an isovalue on grid values
  val = [0, 0, 0; 0, 0, 0; 0, 0, 1; 0, 0, 1];
  val(:, :, 2) = [0, 0, 0; 0, 0, 1; 0, 1, 2; 0, 1, 2];
  fv = isosurface (val);
  report (fv.faces, fv.vertices);
  disp (fv.vertices)
  fv = isosurface (val, 1);
  report (fv.faces, fv.vertices);
  disp (fv.vertices)
  fv = isosurface (0:2, [], [5 7], val, 0.5, val);
  report (fv.faces, fv.vertices);
  disp ([fv.vertices, fv.facevertexcdata])
end

function report (f, p)
  a = cross (p(f(:, 2), :) - p(f(:, 1), :), p(f(:, 3), :) - p(f(:, 1), :), 2);
  a = round (sum (a, 1) / 2 * 1e6) / 1e6 + 0;   % + 0: no -0
  printf ('%d triangles, %d vertices, area vector %.6f %.6f %.6f\n', ...
          rows (f), rows (p), a);
end
