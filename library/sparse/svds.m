function [u, s, v, flag] = svds (A, k, sigma, opts)
% -- S = svds (A)
% -- S = svds (A, K)
% -- S = svds (A, K, SIGMA)
% -- S = svds (A, K, SIGMA, OPTS)
% -- [U, S, V, FLAG] = svds (...)
%     A few singular values of A: the K (default 6) largest (SIGMA "L",
%     the default) or the K closest to the non-negative number SIGMA
%     (0 finds the smallest), largest first.  With more outputs, the
%     singular vectors: A*V = U*S, S K by K.  FLAG is 0.
%
%     matc computes them from the full SVD of A (Octave runs eigs on
%     [0, A; A', 0]); the results agree to rounding, and OPTS is checked
%     but not needed.
%
%     See also: svd, eigs, normest.

  if (nargin < 1)
    print_usage ();
  end
  if (ndims (A) > 2)
    error ('svds: A must be a 2-D matrix');
  end
  if (nargin < 2 || isempty (k))
    k = 6;
  end
  if (nargin >= 4 && ! isstruct (opts))
    error ('svds: OPTS must be a structure');
  end
  largest = nargin < 3 || (ischar (sigma) && strcmp (sigma, 'L'));
  if (! largest)
    if (! (isscalar (sigma) && isnumeric (sigma) && isreal (sigma)))
      error ('svds: SIGMA must be a positive real value or the string ''L''');
    elseif (sigma < 0)
      error ('svds: SIGMA must be a positive real value');
    end
  end
  k = min (k, min (size (A)));
  [U, S, V] = svd (full (A), 'econ');
  d = diag (S);
  if (largest)
    pick = 1:k;
  else
    [~, order] = sort (abs (d - sigma));
    pick = sort (order(1:k))';
  end
  flag = 0;
  if (nargout <= 1)
    u = d(pick);
  else
    u = U(:, pick);
    s = diag (d(pick));
    v = V(:, pick);
  end
end
