function [faces, vertices, colors] = marching_cubes (x, y, z, v, iso, col)
% [FACES, VERTICES, COLORS] = marching_cubes (X, Y, Z, V, ISO, COL): the
% triangles of the isosurface V == ISO by marching cubes (Lorensen and
% Cline, 1987), with the table of cube_triangles.  X, Y, Z and COL are
% arrays of V's size; COL (may be []) is interpolated like the vertices.
% Every cut edge of every cell gives its own vertex (a cell's edge is
% shared by up to four cells: isosurface merges them), numbered edge by
% edge and, within an edge, cell by cell; the triangles come first of
% every cell, then second, and so on.  Each vertex is interpolated
% linearly from the edge's first corner to its second, as Octave does
% (the copies of a shared vertex may differ in the last bit).
  persistent table;
  if (isempty (table))
    table = cube_triangles ();
  end
  corner = [0 0 0; 1 0 0; 1 1 0; 0 1 0; 0 0 1; 1 0 1; 1 1 1; 0 1 1];
  edge = [0 1; 1 2; 2 3; 3 0; 4 5; 5 6; 6 7; 7 4; 0 4; 1 5; 2 6; 3 7];
  n = size (v) - 1;
  ncells = prod (n);
  % Linear index of every cell's first corner, and of its corner k.
  [i, j, k] = ndgrid (1:n(1), 1:n(2), 1:n(3));
  base = sub2ind (size (v), i(:), j(:), k(:));
  step = [1, size(v, 1), size(v, 1) * size(v, 2)];
  at = zeros (ncells, 8);
  cfg = zeros (ncells, 1);
  for c = 1:8
    at(:, c) = base + corner(c, :) * step.';
    cfg = cfg + (v(at(:, c)) > iso) * 2^(c - 1);
  end
  vid = zeros (ncells, 12);
  vertices = zeros (0, 3);
  colors = zeros (0, 1);
  for e = 1:12
    a = edge(e, 1) + 1;
    b = edge(e, 2) + 1;
    cut = find (bitget (cfg, a) != bitget (cfg, b));
    if (isempty (cut))
      continue;
    end
    p = at(cut, a);
    q = at(cut, b);
    vp = v(p);
    vq = v(q);
    % Ends of (nearly) equal values: the first one, as Octave does.
    mu = (iso - vp) ./ (vq - vp);
    mu(abs (vp - vq) < 10 * eps * (abs (vp) + abs (vq))) = 0;
    pts = [x(p) + mu .* (x(q) - x(p)), y(p) + mu .* (y(q) - y(p)), ...
           z(p) + mu .* (z(q) - z(p))];
    vid(cut, e) = rows (vertices) + (1:numel (cut)).';
    vertices = [vertices; pts];
    if (! isempty (col))
      colors = [colors; col(p) + mu .* (col(q) - col(p))];
    end
  end
  faces = zeros (0, 3);
  tri = table(cfg + 1, :);
  for s = 1:3:15
    has = find (tri(:, s) >= 0);
    if (isempty (has))
      break;
    end
    t = tri(has, s:s + 2) + 1;
    faces = [faces; vid(sub2ind (size (vid), [has has has], t))];
  end
end
