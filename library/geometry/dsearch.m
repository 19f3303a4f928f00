function idx = dsearch (x, y, tri, xi, yi, s)
% DSEARCH  Nearest data point (X, Y) to each query point (XI, YI).
%   IDX = dsearch (X, Y, TRI, XI, YI) is the index of the nearest point
%   (X(IDX), Y(IDX)) for each (XI, YI), as a column; the triangulation
%   TRI (and the sparse S of dsearch (..., S)) is not needed.
  if (nargin < 5)
    print_usage ();
  end
  idx = dsearchn ([x(:), y(:)], [xi(:), yi(:)]);
end
