function tri = cube_triangles ()
% TRI = cube_triangles (): the marching-cubes table, worked
% out here from the cube's geometry rather than typed in.  Row CFG+1 lists
% the triangles (three edges each, up to five, -1 after the last) that
% cut a cube whose corners k with bit k of CFG set lie above the
% isovalue.  Corners are numbered 0-3 around the bottom (offsets [0 0 0],
% [1 0 0], [1 1 0], [0 1 0] in (row, column, page)), 4-7 likewise on top;
% edges 0-3 join the bottom corners k, k+1 (mod 4), 4-7 the top ones,
% 8-11 join corner k to k+4.  On each cube face the curve crosses the
% edges whose ends differ; where all four edges of a face are crossed the
% segments cut off the two corners above the isovalue (as Octave's table
% does: the number of triangles agrees for all 256 cubes).  The segments, oriented the same way on
% every face (so neighbouring faces agree), chain into closed polygons,
% each cut into a fan of triangles.
  corner = [0 0 0; 1 0 0; 1 1 0; 0 1 0; 0 0 1; 1 0 1; 1 1 1; 0 1 1];
  edge = [0 1; 1 2; 2 3; 3 0; 4 5; 5 6; 6 7; 7 4; 0 4; 1 5; 2 6; 3 7];
  face = [0 1 2 3; 4 5 6 7; 0 1 5 4; 1 2 6 5; 2 3 7 6; 3 0 4 7];
  % Each face's corners counterclockwise seen from outside, in the world
  % frame (x along columns, y along rows) in which vertices come out.
  world = corner(:, [2 1 3]);
  for f = 1:6
    q = world(face(f, :) + 1, :);
    n = cross (q(2, :) - q(1, :), q(3, :) - q(2, :));
    if (dot (n, mean (q) - 0.5) < 0)
      face(f, :) = fliplr (face(f, :));
    end
  end
  tri = -ones (256, 15);
  for cfg = 0:255
    above = bitand (cfg, 2 .^ (0:7)) > 0;
    from = [];   % segment k runs from edge from(k) to edge to(k)
    to = [];
    for f = 1:6
      c = face(f, :);
      s = above(c + 1);
      into = [];   % edges crossed going from below to above (counterclockwise)
      outof = [];
      for k = 1:4
        a = c(k);
        b = c(mod (k, 4) + 1);
        if (s(k) != s(mod (k, 4) + 1))
          e = edge_of (edge, a, b);
          if (s(k))
            outof(end + 1) = e;
          else
            into(end + 1) = e;
          end
        end
      end
      if (numel (into) == 1)
        from(end + 1) = into;
        to(end + 1) = outof;
      elseif (numel (into) == 2)
        % Corners go above, below, above, below around the face: each
        % segment goes around one above corner.
        k1 = find (s & ! s([4 1 2 3]));   % above corners entered from below
        ins = zeros (1, 2);
        outs = zeros (1, 2);
        for j = 1:2
          k = k1(j);
          ins(j) = edge_of (edge, c(mod (k - 2, 4) + 1), c(k));
          outs(j) = edge_of (edge, c(k), c(mod (k, 4) + 1));
        end
        from = [from, ins];
        to = [to, outs];
      end
    end
    row = zeros (1, 0);
    while (! isempty (from))
      loop = from(1);
      nxt = to(1);
      from(1) = [];
      to(1) = [];
      while (nxt != loop(1))
        loop(end + 1) = nxt;
        k = find (from == nxt, 1);
        nxt = to(k);
        from(k) = [];
        to(k) = [];
      end
      for k = 2:numel (loop) - 1
        row = [row, loop(1), loop(k), loop(k + 1)];
      end
    end
    if (! isempty (row))
      tri(cfg + 1, 1:numel (row)) = row;
    end
  end
end

function e = edge_of (edge, a, b)
  e = find ((edge(:, 1) == a & edge(:, 2) == b) | (edge(:, 1) == b & edge(:, 2) == a)) - 1;
end
