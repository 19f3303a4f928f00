function q = triplequad (f, xa, xb, ya, yb, za, zb, tol, quadf, varargin)
% -- Q = triplequad (F, XA, XB, YA, YB, ZA, ZB)
% -- Q = triplequad (F, XA, XB, YA, YB, ZA, ZB, TOL)
% -- Q = triplequad (F, XA, XB, YA, YB, ZA, ZB, TOL, QUADF)
% -- Q = triplequad (F, XA, XB, YA, YB, ZA, ZB, TOL, QUADF, ...)
%     The triple integral of F (X, Y, Z) over the box XA <= X <= XB,
%     YA <= Y <= YB, ZA <= Z <= ZB: dblquad over (Y, Z) of integrals over X
%     by QUADF (quadcc by default) with tolerance TOL (1e-6).
%
%     F takes a vector X and scalars Y and Z (and the extra arguments) and
%     returns a vector of values.
%
%     See also: integral3, dblquad, quadcc, quadgk.

  if (nargin < 7)
    print_usage ();
  end
  if (nargin < 8 || isempty (tol))
    tol = 1e-6;
  end
  if (nargin < 9 || isempty (quadf))
    quadf = @quadcc;
  end
  if (ischar (f))
    f = @(x, y, z) feval (f, x, y, z, varargin{:});
    varargin = {};
  end
  q = dblquad (@(y, z) inner (y, z, f, xa, xb, tol, quadf, varargin), ...
               ya, yb, za, zb, tol);
end

function q = inner (y, z, f, xa, xb, tol, quadf, args)
  q = zeros (size (y));
  for i = 1:numel (y)
    q(i) = feval (quadf, @(x) f (x, y(i), z, args{:}), xa, xb, tol);
  end
end
