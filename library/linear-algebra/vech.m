function v = vech (x)
% -- V = vech (X)
%     The columns of the lower triangle of the square matrix X (its main
%     diagonal included), stacked into one column: the half-vectorization
%     of Magnus and Neudecker, "Matrix Differential Calculus", 1988.
%
%     See also: vec, duplication_matrix.

  if (nargin < 1)
    print_usage ();
  end
  if (! issquare (x))
    error ('vech: X must be square');
  end
  v = x(tril (true (rows (x))));
  v = v(:);
end
