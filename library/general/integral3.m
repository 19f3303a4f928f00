function q = integral3 (f, xa, xb, ya, yb, za, zb, varargin)
% -- Q = integral3 (F, XA, XB, YA, YB, ZA, ZB)
% -- Q = integral3 (F, XA, XB, YA, YB, ZA, ZB, PROP, VAL, ...)
%     The integral of F (X, Y, Z) over XA <= X <= XB, YA <= Y <= YB,
%     ZA <= Z <= ZB, where YA and YB may be functions of X, and ZA and ZB
%     functions of X and Y.  F must be vectorized unless "Vectorized" is
%     false.
%
%     Properties: "AbsTol" (1e-10), "RelTol" (1e-6), "Method": "tiled"
%     (quadcc over X of quad2d over (Y, Z)), "iterated" (quadcc three
%     times) or "auto" (tiled unless a limit is infinite).
%
%     See also: integral2, triplequad, integral, quad2d.

  if (nargin < 7 || mod (nargin, 2) == 0)
    print_usage ();
  end
  if (! is_function_handle (f))
    print_usage ();
  end
  if (! (isreal (xa) && isscalar (xa) && isreal (xb) && isscalar (xb)))
    print_usage ();
  end
  issingle = isa ([xa, xb], 'single') ...
             || (! is_function_handle (ya) && isa (ya, 'single')) ...
             || (! is_function_handle (yb) && isa (yb, 'single')) ...
             || (! is_function_handle (za) && isa (za, 'single')) ...
             || (! is_function_handle (zb) && isa (zb, 'single'));
  abstol = 1e-10;
  reltol = 1e-6;
  if (issingle)
    xa = single (xa);
    xb = single (xb);
    abstol = 1e-5;
    reltol = 1e-4;
  end
  method = 'auto';
  vectorized = true;
  for k = 1:2:numel (varargin)
    prop = varargin{k};
    if (! ischar (prop))
      error ('integral3: property PROP must be a string');
    end
    value = varargin{k+1};
    switch (lower (prop))
      case 'abstol'
        abstol = value;
        if (! (isnumeric (abstol) && isscalar (abstol) && abstol >= 0))
          error ('integral3: AbsTol value must be a numeric scalar >= 0');
        end
      case 'reltol'
        reltol = value;
        if (! (isnumeric (reltol) && isscalar (reltol) && reltol >= 0))
          error ('integral3: RelTol value must be a numeric scalar >= 0');
        end
      case 'method'
        method = lower (value);
        if (! any (strcmp (method, {'auto', 'iterated', 'tiled'})))
          error ('integral3 : unrecognized method ''%s''', method);
        end
      case 'vectorized'
        vectorized = value;
        if (! (isscalar (vectorized) && isreal (vectorized)))
          error ('integral3: Vectorized must be a logical value');
        end
      otherwise
        error ('integral3: unknown property ''%s''', prop);
    end
  end
  if (strcmp (method, 'auto'))
    infinite = isinf (xa) || isinf (xb) ...
               || (! is_function_handle (ya) && isinf (ya)) ...
               || (! is_function_handle (yb) && isinf (yb)) ...
               || (! is_function_handle (za) && isinf (za)) ...
               || (! is_function_handle (zb) && isinf (zb));
    method = 'tiled';
    if (infinite)
      method = 'iterated';
    end
  end
  ya = limit_function (ya, 'YA', 1);
  yb = limit_function (yb, 'YB', 1);
  za = limit_function (za, 'ZA', 2);
  zb = limit_function (zb, 'ZB', 2);
  inner = @(x) over_yz (x, f, ya, yb, za, zb, vectorized, method, abstol, reltol);
  q = quadcc (inner, xa, xb, [abstol, reltol]);
end

function g = limit_function (v, name, nargs)
  if (is_function_handle (v))
    g = v;
    return;
  end
  if (! (isreal (v) && isscalar (v)))
    error ('integral3: %s must be a real scalar or a function', name);
  end
  if (nargs == 1)
    g = @(x) v * ones (size (x));
  else
    g = @(x, y) v * ones (size (y));
  end
end

function q = over_yz (x, f, ya, yb, za, zb, vectorized, method, abstol, reltol)
% The integrals over (Y, Z) at each of the points X.
  q = zeros (size (x));
  for i = 1:numel (x)
    za2 = @(y) za (x(i), y);
    zb2 = @(y) zb (x(i), y);
    f2 = @(y, z) f (x(i), y, z);
    if (! vectorized)
      f2 = @(y, z) arrayfun (f2, y, z);
    end
    if (strcmp (method, 'iterated'))
      over_z = @(y) iterated (y, f2, za2, zb2, abstol, reltol);
      q(i) = quadcc (over_z, ya (x(i)), yb (x(i)), [abstol, reltol]);
    else
      q(i) = quad2d (f2, ya (x(i)), yb (x(i)), za2, zb2, ...
                     'AbsTol', abstol, 'RelTol', reltol);
    end
  end
end

function q = iterated (y, f2, za2, zb2, abstol, reltol)
  q = zeros (size (y));
  for i = 1:numel (y)
    q(i) = quadcc (@(z) f2 (y(i), z), za2 (y(i)), zb2 (y(i)), [abstol, reltol]);
  end
end
