function [idx, d] = dsearchn (x, tri, xi, outval)
% DSEARCHN  Nearest data point to each query point, in N dimensions.
%   [IDX, D] = dsearchn (X, XI) gives, for each row of XI, the index IDX of
%   the nearest row of X (Euclidean distance; the first on ties) and the
%   distance D, both as columns.  dsearchn (X, TRI, XI) takes (and
%   ignores) a triangulation TRI; dsearchn (X, TRI, XI, OUTVAL) gives
%   OUTVAL as index and distance for the points outside it (tsearchn).
  if (nargin < 2)
    print_usage ();
  end
  if (nargin == 2)
    xi = tri;
  end
  m = rows (xi);
  idx = zeros (m, 1);
  d = zeros (m, 1);
  for k = 1:m
    [d2, idx(k)] = min (sum ((x - xi(k, :)) .^ 2, 2));
    d(k) = sqrt (d2);
  end
  if (nargin == 4)
    out = isnan (tsearchn (x, tri, xi));
    idx(out) = outval;
    d(out) = outval;
  end
end
