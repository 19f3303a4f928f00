function tf = ishermitian (A, skewopt, tol)
% -- TF = ishermitian (A)
% -- TF = ishermitian (A, TOL)
% -- TF = ishermitian (A, SKEWOPT)
% -- TF = ishermitian (A, SKEWOPT, TOL)
%     True if A is a square numeric or logical matrix equal to its
%     conjugate transpose A' (SKEWOPT "nonskew", the default) or to -A'
%     ("skew").  With TOL > 0 the test is
%     norm (A -+ A', Inf) / norm (A, Inf) <= TOL.
%
%     See also: issymmetric, isdefinite.

  if (nargin < 1)
    print_usage ();
  end
  if (nargin < 2)
    skewopt = 'nonskew';
  end
  if (nargin < 3)
    tol = 0;
  end
  if (nargin == 2)
    if (isnumeric (skewopt))
      tol = skewopt;
      skewopt = 'nonskew';
    elseif (! ischar (skewopt))
      error ('ishermitian: second argument must be a non-negative scalar TOL, or one of the strings: ''skew'' / ''nonskew''');
    end
  end
  tf = (isnumeric (A) || islogical (A)) && issquare (A);
  if (! tf)
    return;
  end
  if (! any (strcmp (skewopt, {'skew', 'nonskew'})))
    error ('ishermitian: SKEWOPT must be ''skew'' or ''nonskew''');
  end
  if (! (isnumeric (tol) && isscalar (tol) && tol >= 0))
    error ('ishermitian: TOL must be a scalar >= 0');
  end
  if (strcmp (skewopt, 'skew'))
    sgn = -1;
  else
    sgn = 1;
  end
  if (tol == 0)
    tf = full (all (all (A == sgn * A')));
  else
    if (islogical (A))
      A = single (A);
    end
    nA = norm (A, Inf);
    tf = nA == 0 || norm (A - sgn * A', Inf) / nA <= tol;
  end
end
