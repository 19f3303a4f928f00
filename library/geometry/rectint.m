function area = rectint (a, b)
% RECTINT  Areas (volumes) of the intersections of rectangles (boxes).
%   rectint (A, B) for rectangles given as rows [X Y WIDTH HEIGHT] (X, Y
%   the lower left corner) is the matrix of the intersection areas of row
%   i of A with row j of B.  Rows [X1 ... XN LEN1 ... LENN] give N-D boxes
%   and volumes.
  if (nargin ~= 2)
    print_usage ();
  elseif (columns (a) ~= columns (b))
    error ('rectint: A and B must have same number of columns');
  elseif (ndims (a) > 2)
    error ('rectint: A and B must be 2-d arrays');
  elseif (mod (columns (a), 2))
    error ('rectint: number of columns of A and B must be a multiple of two');
  end
  nd = columns (a) / 2;
  area = ones (rows (a), rows (b));
  for d = 1:nd
    lo = max (a(:, d), b(:, d).');
    hi = min (a(:, d) + a(:, nd + d), b(:, d).' + b(:, nd + d).');
    area = area .* max (hi - lo, 0);
  end
end
