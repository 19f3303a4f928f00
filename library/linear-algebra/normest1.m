function [nest, v, w, iter] = normest1 (A, t, x0, varargin)
% -- NEST = normest1 (A)
% -- NEST = normest1 (A, T)
% -- NEST = normest1 (A, T, X0)
% -- NEST = normest1 (AFCN, T, X0, P1, P2, ...)
% -- [NEST, V, W, ITER] = normest1 (...)
%     A lower bound of the 1-norm of the square matrix A from products
%     with blocks of T vectors (default 2): the block method of Higham
%     and Tisseur, "A block algorithm for matrix 1-norm estimation", SIAM
%     J. Matrix Anal. Appl. 21 (2000), algorithm 2.4.  A matrix with at
%     most 4 columns, or T equal to its size, is measured exactly.
%
%     AFCN (FLAG, X, P1, ...) stands for A: FLAG "dim" returns its size,
%     "real" whether it is real, "notransp" A*X and "transp" A'*X.  X0
%     (n by T) is the start block.  W = A*V with norm (W, 1) = NEST *
%     norm (V, 1).  ITER is [iterations; products of A with a block].
%
%     See also: normest, condest, norm.

  if (nargin < 1)
    print_usage ();
  end
  if (nargin < 2 || isempty (t) || ischar (t))
    t = 2;
  end
  if (nargin < 3)
    x0 = [];
  end
  if (isnumeric (A) && issquare (A))
    n = rows (A);
    Aisreal = isreal (A);
    if (n <= 4 || t == n)
      Y = A * eye (n);
      [nest, j] = max (sum (abs (Y), 1));
      v = zeros (n, 1);
      v(j) = 1;
      w = Y(:, j);
      iter = [0; 1];
      return;
    end
    Ax = @(x) A * x;
    Atx = @(x) A' * x;
  elseif (is_function_handle (A))
    n = A ('dim', [], varargin{:});
    Aisreal = A ('real', [], varargin{:});
    Ax = @(x) A ('notransp', x, varargin{:});
    Atx = @(x) A ('transp', x, varargin{:});
  else
    error ('normest1: A must be a square matrix or a function handle');
  end
  t = min (t, n);
  if (isempty (x0))
    X = [ones(n, 1), sign(2 * rand (n, t - 1) - 1)];
    X = no_parallel_columns (X, [], n);
    X = X / n;
  else
    if (columns (x0) != t)
      error ('normest1: X0 must have %d columns', t);
    end
    X = x0;
  end
  itmax = 5;
  seen = false (n, 1);
  best = 0;
  ind = zeros (t, 1);
  nest = 0;
  S = zeros (n, t);
  iter = [0; 0];
  while (iter(1) < itmax)
    iter(1) = iter(1) + 1;
    Y = Ax (X);
    iter(2) = iter(2) + 1;
    [est, j] = max (sum (abs (Y), 1));
    if (est > nest || iter(1) == 2)
      best = j;
      v = X(:, j);
      w = Y(:, j);
    end
    if (iter(1) >= 2 && est <= nest)
      break;
    end
    nest = est;
    if (iter(1) >= itmax)
      break;
    end
    Sold = S;
    if (Aisreal)
      S = sign (Y);
      S(S == 0) = 1;
      % every new sign vector repeats an old one: no more to learn
      if (all (any (abs (Sold' * S) == n, 1)))
        break;
      end
      if (t > 1)
        S = no_parallel_columns (S, Sold, n);
      end
    else
      S = Y ./ abs (Y);
      S(Y == 0) = 1;
    end
    Z = Atx (S);
    iter(2) = iter(2) + 1;
    h = max (abs (Z), [], 2);
    if (iter(1) >= 2 && max (h) == h(ind(best)))
      break;
    end
    [~, order] = sort (h, 'descend');
    if (t > 1)
      if (all (seen(order(1:t))))
        break;
      end
      order = [order(! seen(order)); order(seen(order))];
    end
    ind = order(1:t);
    X = zeros (n, t);
    X(sub2ind ([n, t], ind', 1:t)) = 1;
    seen(ind) = true;
  end
end

% The columns of X are made pairwise non-parallel and non-parallel to
% those of Xold by replacing offenders with random sign vectors.
function X = no_parallel_columns (X, Xold, n)
  for j = 2:columns (X)
    while (any (abs (X(:, 1:j-1)' * X(:, j)) == n) ...
           || (! isempty (Xold) && any (abs (Xold' * X(:, j)) == n)))
      X(:, j) = sign (2 * rand (n, 1) - 1);
    end
  end
end
