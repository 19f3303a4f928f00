function [x, R] = linsolve (A, b, opts)
% -- X = linsolve (A, B)
% -- X = linsolve (A, B, OPTS)
% -- [X, R] = linsolve (...)
%     Solve A*X = B, like A \ B.  The structure OPTS may say what A is
%     (fields LT, UT, UHESS, SYM, POSDEF, RECT: true or false) and, with
%     TRANSA true, solve A'*X = B instead.  A triangular A named by LT or
%     UT is solved by substitution; the other fields change nothing here.
%     R is the reciprocal condition number of a square A (1-norm), 0
%     otherwise.
%
%     See also: mldivide, rcond.

  if (nargin < 2)
    print_usage ();
  end
  if (! (isnumeric (A) && isnumeric (b)))
    error ('linsolve: A and B must be numeric');
  end
  transa = false;
  if (nargin > 2)
    if (! isstruct (opts))
      error ('linsolve: OPTS must be a structure');
    end
    transa = isfield (opts, 'TRANSA') && opts.TRANSA;
    if (isfield (opts, 'LT') && opts.LT)
      A = tril (A);
    elseif (isfield (opts, 'UT') && opts.UT)
      A = triu (A);
    end
  end
  if (transa)
    x = A' \ b;
  else
    x = A \ b;
  end
  if (nargout > 1)
    R = 0;
    if (issquare (A))
      R = 1 / cond (A, 1);
    end
  end
end
