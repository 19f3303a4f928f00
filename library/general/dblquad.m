function q = dblquad (f, xa, xb, ya, yb, tol, quadf, varargin)
% -- Q = dblquad (F, XA, XB, YA, YB)
% -- Q = dblquad (F, XA, XB, YA, YB, TOL)
% -- Q = dblquad (F, XA, XB, YA, YB, TOL, QUADF)
% -- Q = dblquad (F, XA, XB, YA, YB, TOL, QUADF, ...)
%     The double integral of F (X, Y) over the rectangle XA <= X <= XB,
%     YA <= Y <= YB, as an integral over Y of integrals over X, each by
%     QUADF (quadcc by default) with tolerance TOL (1e-6).
%
%     F takes a vector X and a scalar Y (and the extra arguments) and
%     returns a vector of values.
%
%     See also: integral2, triplequad, quadcc, quadgk.

  if (nargin < 5)
    print_usage ();
  end
  if (nargin < 6 || isempty (tol))
    tol = 1e-6;
  end
  if (nargin < 7 || isempty (quadf))
    quadf = @quadcc;
  end
  if (ischar (f))
    f = @(x, y) feval (f, x, y, varargin{:});
    varargin = {};
  end
  q = feval (quadf, @(y) inner (y, f, xa, xb, tol, quadf, varargin), ya, yb, tol);
end

function q = inner (y, f, xa, xb, tol, quadf, args)
% The integrals over X at each of the points Y.
  q = zeros (size (y));
  for i = 1:numel (y)
    q(i) = feval (quadf, @(x) f (x, y(i), args{:}), xa, xb, tol);
  end
end
