function p = pascal (n, t)
% PASCAL  Pascal matrix.
%   pascal (N) is the symmetric Pascal matrix, P(i,j) = C(i+j-2, j-1).
%   pascal (N, -1) is its lower Cholesky factor L, L(i,j) = C(i-1, j-1);
%   pascal (N, 1) is L with alternating column signs, (-1)^(j-1) C(i-1, j-1),
%   its own inverse; pascal (N, 2) is that rotated (rot90 (., 3), negated for
%   even N), a cube root of the identity.
  if (nargin < 1)
    print_usage ();
  end
  if (nargin < 2)
    t = 0;
  end
  if (~ (isscalar (n) && isscalar (t)))
    error ('pascal: N and T must be scalars');
  elseif (~ any (t == [-1, 0, 1, 2]))
    error ('pascal: T must be -1, 0, 1, or 2, found %d', t);
  end
  L = zeros (n);
  if (n > 0)
    L(:, 1) = 1;
  end
  for i = 2:n
    L(i, 2:i) = L(i-1, 1:i-1) + L(i-1, 2:i);
  end
  if (t == -1)
    p = L;
    return;
  end
  signs = (-1) .^ (0:n-1);
  L = L .* signs;
  if (t == 0)
    p = abs (L) * abs (L)';
  elseif (t == 1)
    p = L;
  else
    p = rot90 (L, 3);
    if (mod (n, 2) == 0)
      p = -p;
    end
  end
end
