function [faces, vertices, keep] = merge_vertices (faces, vertices)
% [FACES, VERTICES, KEEP] = merge_vertices (FACES, VERTICES): one vertex
% for the copies of a shared one (isosurface's cells each make their own;
% reducepatch merges a patch's before reducing it), as Octave merges
% them: three times, the vertices sorted by (y, z, x), (z, x, y), then
% (x, y, z), and each run of vertices that agree within a relative eps
% in all coordinates kept as its first; the vertices left come in the
% order of where they first appeared.  Triangles left with two equal
% corners are dropped; KEEP is the vertex each one came from.
  keep = (1:rows (vertices))';
  if (isempty (vertices))
    return;   % (Octave's sortrows fails here)
  end
  nan_vertex = any (isnan (vertices), 2);
  to = keep;   % where each original vertex went
  for cols = [2 3 1; 3 1 2; 1 2 3].'
    [sorted, idx] = sortrows (vertices, cols.');
    step = abs (diff (sorted, 1, 1));
    first = [true; any(step > eps * abs (sorted(2:end, :) + sorted(1:end - 1, :)), 2)];
    vertices = sorted(first, :);
    keep = keep(idx(first));
    slot = zeros (1, numel (idx));
    slot(idx) = cumsum (first);
    to = slot(to).';
  end
  [keep, order] = sort (keep);
  vertices = vertices(order, :);
  position(order) = 1:numel (order);
  to = position(to).';
  if (any (nan_vertex))
    vertices(end + 1, :) = NaN;
    to(nan_vertex) = rows (vertices);
  end
  faces = reshape (to(faces), size (faces));
  faces = faces(all (faces != faces(:, [2 3 1]), 2), :);
end
