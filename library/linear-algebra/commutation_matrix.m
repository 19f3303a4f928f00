function K = commutation_matrix (m, n)
% -- K = commutation_matrix (M, N)
% -- K = commutation_matrix (M)
%     The M*N by M*N commutation matrix K(M,N): the permutation matrix
%     with K * vec (A) == vec (A.') for every M by N matrix A (Magnus and
%     Neudecker, "Matrix Differential Calculus", 1988).  N defaults to M.
%
%     See also: duplication_matrix, vec.

  if (nargin < 1)
    print_usage ();
  end
  if (! (isscalar (m) && m == fix (m) && m > 0))
    error ('commutation_matrix: M must be a positive integer');
  end
  if (nargin < 2)
    n = m;
  elseif (! (isscalar (n) && n == fix (n) && n > 0))
    error ('commutation_matrix: N must be a positive integer');
  end
  % entry (i,j) of the m-by-n matrix sits at i+(j-1)*m in vec (A) and at
  % j+(i-1)*n in vec (A.').
  [i, j] = ndgrid (1:m, 1:n);
  K = zeros (m * n);
  K(sub2ind ([m*n, m*n], j(:) + (i(:) - 1) * n, i(:) + (j(:) - 1) * m)) = 1;
end
