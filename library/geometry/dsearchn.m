function [idx, d] = dsearchn (x, tri, xi, outval)
% DSEARCHN  Nearest data point to each query point, in N dimensions.
%   [IDX, D] = dsearchn (X, XI) gives, for each row of XI, the index IDX of
%   the nearest row of X (Euclidean distance; the first on ties) and the
%   distance D, both as columns.  dsearchn (X, TRI, XI) takes (and
%   ignores) a triangulation TRI.  dsearchn (X, TRI, XI, OUTVAL), which
%   marks the points outside the triangulation, needs tsearchn, which
%   matc does not have yet.
  if (nargin < 2)
    print_usage ();
  end
  if (nargin == 2)
    xi = tri;
  elseif (nargin == 4)
    error ('dsearchn: OUTVAL needs tsearchn, which matc does not implement');
  end
  m = rows (xi);
  idx = zeros (m, 1);
  d = zeros (m, 1);
  for k = 1:m
    [d2, idx(k)] = min (sum ((x - xi(k, :)) .^ 2, 2));
    d(k) = sqrt (d2);
  end
end
