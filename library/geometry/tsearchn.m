function [idx, p] = tsearchn (x, t, xi)
% TSEARCHN  Which simplex of a triangulation holds each query point.
%   [IDX, P] = tsearchn (X, T, XI): for each row of XI, IDX is the first
%   row of the triangulation T (rows of indices into the points X) whose
%   simplex contains it (barycentric coordinates all >= -1e-12), NaN if
%   none, and P its barycentric coordinates, ordered like T's row (NaN if
%   none).
  if (nargin ~= 3)
    print_usage ();
  end
  n = columns (x);
  m = rows (xi);
  idx = NaN (m, 1);
  p = NaN (m, n + 1);
  todo = (1:m)';
  for i = 1:rows (t)
    if (isempty (todo))
      break;
    end
    V = x(t(i, :), :);
    % coordinates relative to the last vertex: (P - Vn) = B * (V(1:n) - Vn)
    B = (xi(todo, :) - V(end, :)) / (V(1:end-1, :) - V(end, :));
    B(:, end+1) = 1 - sum (B, 2);
    in = all (B >= -1e-12, 2);
    idx(todo(in)) = i;
    p(todo(in), :) = B(in, :);
    todo(in) = [];
  end
end
