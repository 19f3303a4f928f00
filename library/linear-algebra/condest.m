function [cest, v] = condest (A, varargin)
% -- CEST = condest (A)
% -- CEST = condest (A, T)
% -- CEST = condest (A, AINVFCN, T, P1, P2, ...)
% -- CEST = condest (AFCN, AINVFCN, T, P1, P2, ...)
% -- [CEST, V] = condest (...)
%     An estimate of the 1-norm condition number norm (A, 1) *
%     norm (inv (A), 1) of a square matrix, from an LU factorization and
%     the block 1-norm estimator normest1 (T columns, default
%     min (2, n)) applied to inv (A) (Higham and Tisseur, SIAM J. Matrix
%     Anal. Appl. 21, 2000).  AFCN and AINVFCN, called as
%     F (FLAG, X, P1, ...) like normest1's function, stand for A and
%     inv (A).  V is an approximate null vector when CEST is large:
%     norm (A*V, 1) == norm (A, 1) * norm (V, 1) / CEST.
%
%     See also: cond, rcond, normest1, norm.

  if (nargin < 1 || nargin > 6)
    print_usage ();
  end
  t = [];
  ainv = [];
  params = {};
  if (isnumeric (A))
    if (! issquare (A))
      error ('condest: A must be square');
    end
    n = rows (A);
    nA = norm (A, 1);
    if (nargin > 1)
      if (is_function_handle (varargin{1}))
        ainv = varargin{1};
        if (nargin > 2)
          t = varargin{2};
          params = varargin(3:end);
        end
      else
        t = varargin{1};
      end
    end
  elseif (is_function_handle (A))
    if (nargin == 1)
      error ('condest: must provide AINVFCN when using AFCN');
    end
    ainv = varargin{1};
    if (! is_function_handle (ainv))
      error ('condest: AINVFCN must be a function handle');
    end
    if (nargin > 2)
      t = varargin{2};
      params = varargin(3:end);
    end
    n = A ('dim', [], params{:});
    nA = normest1 (A, t, [], params{:});
  else
    error ('condest: first argument must be a square matrix or function handle');
  end
  if (isempty (t))
    t = min (2, n);
  end
  if (isempty (ainv))
    [L, U, P] = lu (A);
    if (any (diag (U) == 0))
      % exactly singular
      cest = Inf;
      v = [];
      return;
    end
    ainv = @(flag, x) lu_inverse (flag, x, L, U, P, n);
    params = {};
  end
  ws = warning ('query', 'Octave:nearly-singular-matrix');
  warning ('off', 'Octave:nearly-singular-matrix');
  [nAinv, v1, w1] = normest1 (ainv, t, [], params{:});
  warning (ws);
  cest = nA * nAinv;
  if (nargout > 1)
    v = w1 / norm (w1, 1);
  end
end

% inv (A) as normest1 sees it, from P*A = L*U.
function y = lu_inverse (flag, x, L, U, P, n)
  switch (flag)
    case 'dim'
      y = n;
    case 'real'
      y = isreal (L) && isreal (U);
    case 'notransp'
      y = U \ (L \ (P * x));
    case 'transp'
      y = P' * (L' \ (U' \ x));
  end
end
