function q = integral (f, a, b, varargin)
% -- Q = integral (F, A, B)
% -- Q = integral (F, A, B, PROP, VAL, ...)
%     The integral of F from A to B.  F must be vectorized (take a vector
%     of points, return the values there), unless "ArrayValued" is true.
%     A and B may be infinite.
%
%     Properties: "AbsTol" (1e-10) and "RelTol" (1e-6): the error is kept
%     below max (AbsTol, RelTol * |Q|); "Waypoints": points where F is not
%     smooth, or the corners of a path in the complex plane;
%     "ArrayValued": F returns an array for a scalar point.
%
%     A real integrand is integrated by quadcc, a complex one (or one
%     with waypoints) by quadgk, an array-valued one by quadv.
%
%     See also: integral2, integral3, quadcc, quadgk, quadv, quad, trapz.

  if (nargin < 3 || mod (nargin, 2) == 0)
    print_usage ();
  end
  is_complex = iscomplex (a) || iscomplex (b) ...
               || iscomplex (feval (f, a)) || iscomplex (feval (f, b));
  abstol = [];
  reltol = [];
  waypoints = [];
  arrayvalued = false;
  for k = 1:2:numel (varargin)
    prop = varargin{k};
    if (! ischar (prop))
      error ('integral: property PROP must be a string');
    end
    switch (lower (prop))
      case 'reltol'
        reltol = varargin{k+1};
      case 'abstol'
        abstol = varargin{k+1};
      case 'waypoints'
        waypoints = varargin{k+1}(:);
      case 'arrayvalued'
        arrayvalued = varargin{k+1};
      otherwise
        error ('integral: unknown property ''%s''', prop);
    end
  end
  issingle = isa (a, 'single') || isa (b, 'single') || isa (waypoints, 'single');
  default_abstol = 1e-10;
  default_reltol = 1e-6;
  if (issingle)
    default_abstol = 1e-5;
    default_reltol = 1e-4;
  end
  if (nargin == 3)
    q = real_or_complex (f, a, b, is_complex, {}, []);
    return;
  end
  if (isempty (abstol))
    abstol = default_abstol;
  end
  if (arrayvalued)
    if (! isempty (waypoints))
      warning (['integral: array-valued quadrature routine currently ', ...
                'unable to handle WayPoints.  WayPoints are ignored.']);
    end
    if (! isempty (reltol))
      warning (['integral: array-valued quadrature only accepts AbsTol.', ...
                '  RelTol ignored.']);
    end
    q = quadv (f, a, b, abstol);
    return;
  end
  if (isempty (reltol))
    reltol = default_reltol;
  end
  tols = {'AbsTol', abstol, 'RelTol', reltol};
  if (! isempty (waypoints))
    q = quadgk (f, a, b, tols{:}, 'WayPoints', waypoints);
  else
    q = real_or_complex (f, a, b, is_complex, tols, [abstol, reltol]);
  end
end

function q = real_or_complex (f, a, b, is_complex, tols, cctol)
% quadcc for a real integrand (quadgk when it turns out not to return a
% real vector), quadgk for a complex one.
  if (is_complex)
    q = quadgk (f, a, b, tols{:});
    return;
  end
  try
    if (isempty (cctol))
      q = quadcc (f, a, b);
    else
      q = quadcc (f, a, b, cctol);
    end
  catch err
    if (strcmp (err.message, ...
                'quadcc: integrand F must return a single, real-valued vector'))
      q = quadgk (f, a, b, tols{:});
    else
      error (err.message);
    end
  end
end
