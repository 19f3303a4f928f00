function D = duplication_matrix (n)
% -- D = duplication_matrix (N)
%     The N^2 by N*(N+1)/2 duplication matrix D: D * vech (A) == vec (A)
%     for every symmetric N by N matrix A (Magnus and Neudecker, "Matrix
%     Differential Calculus", 1988).
%
%     See also: vech, commutation_matrix.

  if (nargin < 1)
    print_usage ();
  end
  if (! (isscalar (n) && n == fix (n) && n > 0))
    error ('duplication_matrix: N must be a positive integer');
  end
  D = zeros (n * n, n * (n + 1) / 2);
  col = 0;
  for j = 1:n
    for i = j:n
      col = col + 1;
      D(i + (j - 1) * n, col) = 1;
      D(j + (i - 1) * n, col) = 1;
    end
  end
end
