function [q, err] = integral2 (f, xa, xb, ya, yb, varargin)
% -- Q = integral2 (F, XA, XB, YA, YB)
% -- Q = integral2 (F, XA, XB, YA, YB, PROP, VAL, ...)
% -- [Q, ERR] = integral2 (...)
%     The integral of F (X, Y) over XA <= X <= XB, YA <= Y <= YB, where YA
%     and YB may be functions of X.  F must be vectorized (take matrices X
%     and Y, return a matrix of values) unless "Vectorized" is false.
%
%     Properties: "AbsTol" (1e-10), "RelTol" (1e-6), "Method": "tiled"
%     (quad2d), "iterated" (quadcc inside quadcc) or "auto" (tiled unless
%     a limit is infinite).  ERR is the estimated error (tiled only).
%
%     See also: quad2d, dblquad, integral, integral3.

  if (nargin < 5 || mod (nargin, 2) == 0)
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
             || (! is_function_handle (yb) && isa (yb, 'single'));
  abstol = 1e-10;
  reltol = 1e-6;
  if (issingle)
    abstol = 1e-5;
    reltol = 1e-4;
  end
  method = 'auto';
  for k = 1:2:numel (varargin)
    prop = varargin{k};
    if (! ischar (prop))
      error ('integral2: property PROP must be a string');
    end
    value = varargin{k+1};
    switch (lower (prop))
      case 'abstol'
        abstol = value;
        if (! (isnumeric (abstol) && isscalar (abstol) && abstol >= 0))
          error ('integral2: AbsTol value must be a numeric scalar >= 0');
        end
      case 'reltol'
        reltol = value;
        if (! (isnumeric (reltol) && isscalar (reltol) && reltol >= 0))
          error ('integral2: RelTol value must be a numeric scalar >= 0');
        end
      case 'method'
        method = lower (value);
        if (! any (strcmp (method, {'auto', 'iterated', 'tiled'})))
          error ('integral2 : unrecognized method ''%s''', method);
        end
      case 'vectorized'
        if (! (isscalar (value) && isreal (value)))
          error ('integral2: Vectorized must be a logical value');
        end
        if (! value)
          f = @(x, y) arrayfun (f, x, y);
        end
      otherwise
        error ('integral2: unknown property ''%s''', prop);
    end
  end
  if (strcmp (method, 'auto'))
    infinite = isinf (xa) || isinf (xb) ...
               || (! is_function_handle (ya) && isinf (ya)) ...
               || (! is_function_handle (yb) && isinf (yb));
    method = 'tiled';
    if (infinite)
      method = 'iterated';
    end
  end
  ya = limit_function (ya, 'YA');
  yb = limit_function (yb, 'YB');
  if (strcmp (method, 'iterated'))
    inner = @(x) iterated (x, f, ya, yb, abstol, reltol);
    q = quadcc (inner, xa, xb, [abstol, reltol]);
    if (nargout == 2)
      warning ('integral2: "iterated" method can not return estimated error');
      err = 0;
    end
  else
    [q, err] = quad2d (f, xa, xb, ya, yb, 'AbsTol', abstol, 'RelTol', reltol);
  end
end

function g = limit_function (y, name)
  if (is_function_handle (y))
    g = y;
    return;
  end
  if (! (isreal (y) && isscalar (y)))
    error ('integral2: %s must be a real scalar or a function', name);
  end
  g = @(x) y * ones (rows (x), columns (x));
end

function q = iterated (x, f, ya, yb, abstol, reltol)
  q = zeros (size (x));
  for i = 1:numel (x)
    q(i) = quadcc (@(y) f (x(i), y), ya (x(i)), yb (x(i)), [abstol, reltol]);
  end
end
