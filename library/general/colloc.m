function [r, amat, bmat, q] = colloc (n, varargin)
% -- [R, AMAT, BMAT, Q] = colloc (N, "left", "right")
%     Compute derivative and integral weight matrices for orthogonal
%     collocation on [0, 1] (Villadsen and Michelsen, "Solution of
%     Differential Equation Models by Polynomial Approximation", 1978).
%
%     R holds the N zeros of the shifted Legendre polynomial of degree N,
%     preceded by 0 with "left" and followed by 1 with "right".  AMAT and
%     BMAT are the first and second derivative matrices of the Lagrange
%     interpolant through R: AMAT * f(R) approximates f'(R).  Q holds the
%     Gauss-Legendre quadrature weights of the interior points (0 at the
%     end points).

  if (nargin < 1 || nargin > 3)
    print_usage ();
  end
  if (! (isnumeric (n) || islogical (n)) || numel (n) != 1)
    error ('colloc: N must be a scalar');
  end
  n = real (double (n));
  if (isnan (n))
    error ('colloc: N cannot be NaN');
  end
  if (n < 0)
    error ('colloc: N must be positive');
  end
  n = round (n);
  left = false;
  right = false;
  for k = 1:numel (varargin)
    s = varargin{k};
    if (! ischar (s))
      error ('colloc: optional arguments must be strings');
    end
    if (! isempty (s) && numel (s) <= 4 && strncmpi (s, 'left', numel (s)))
      left = true;
    elseif (! isempty (s) && numel (s) <= 5 && strncmpi (s, 'right', numel (s)))
      right = true;
    else
      error ('colloc: string argument must be "left" or "right"');
    end
  end
  nt = n + left + right;
  if (nt < 1)
    error ('"colloc: the total number of roots (N + "left" + "right") must be >= 1');
  end

  % Golub-Welsch: the zeros of the Legendre polynomial are the eigenvalues of
  % its symmetric Jacobi matrix, the weights the squared first components of
  % the normalized eigenvectors (scaled from [-1, 1] to [0, 1]).
  k = (1:n-1)';
  beta = k ./ sqrt (4 * k.^2 - 1);
  J = diag (beta, 1) + diag (beta, -1);
  [V, D] = eig (J);
  [x, idx] = sort (diag (D));
  w = V(1, idx)'.^2;
  x = (x + 1) / 2;
  x(abs (x - 0.5) < 8 * eps) = 0.5;
  x = (x + flipud (1 - x)) / 2;
  w = (w + flipud (w)) / 2;
  w = w / sum (w);
  if (n == 0)
    x = zeros (0, 1);
    w = NaN (0, 1);
  end

  r = x;
  q = w;
  if (left)
    r = [0; r];
    q = [0; q];
  end
  if (right)
    r = [r; 1];
    q = [q; 0];
  end
  if (n == 0)
    q = NaN (nt, 1);
  end

  % Derivative matrices from the barycentric form of the interpolant.
  D = r - r';
  D(1:nt+1:end) = 1;
  c = 1 ./ prod (D, 2);
  amat = zeros (nt);
  bmat = zeros (nt);
  for i = 1:nt * (nt > 1)
    j = [1:i-1, i+1:nt];
    amat(i, j) = (c(j)' / c(i)) ./ D(i, j);
    amat(i, i) = -sum (amat(i, j));
    bmat(i, j) = 2 * amat(i, j) .* (amat(i, i) - 1 ./ D(i, j));
    bmat(i, i) = -sum (bmat(i, j));
  end
end
