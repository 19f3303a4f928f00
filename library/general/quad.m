function [q, ier, nfev, err] = quad (f, a, b, tol, sing)
% -- Q = quad (F, A, B)
% -- Q = quad (F, A, B, TOL)
% -- Q = quad (F, A, B, TOL, SING)
% -- [Q, IER, NFEV, ERR] = quad (...)
%     Integrate F from A to B by QUADPACK's adaptive methods (Piessens,
%     de Doncker-Kapenga, Uberhuber and Kahaner, "QUADPACK", 1983): QAGP
%     for a finite interval (21-point Gauss-Kronrod rules, bisection from
%     the pieces between the singular points, and Wynn's epsilon
%     algorithm to extrapolate over the bisections, which copes with
%     end-point singularities), QAGI for an infinite one (the interval
%     mapped to (0, 1], 15-point rules).
%
%     F is called with one point at a time.  TOL is [AbsTol, RelTol] or
%     AbsTol alone (both sqrt (eps) by default, or as quad_options sets
%     them; as in Octave, the values given are kept for later calls); SING lists points inside the interval where F is singular,
%     which split it.  IER is 0 on success, else QUADPACK's code (1 too
%     many subintervals, 2 roundoff, 3 bad integrand behaviour, 4 no
%     convergence, 5 divergent); NFEV the number of values of F; ERR the
%     estimated error.
%
%     See also: quad_options, quadgk, quadl, quadv, quadcc, integral.

  if (nargin < 3)
    print_usage ();
  end
  if (ischar (f))
    % A function name is found where quad is called, as Octave's
    % built-in finds it; other text is an expression in x.
    if (isvarname (f))
      f = evalin ('caller', ['@', f]);
    else
      f = inline (f, 'x');
    end
  end
  opts = quad_options ();
  single_prec = isa (a, 'single') || isa (b, 'single');
  if (single_prec)
    tols = [opts.single_precision_absolute_tolerance, ...
            opts.single_precision_relative_tolerance];
  else
    tols = [opts.absolute_tolerance, opts.relative_tolerance];
  end
  if (nargin > 3)
    if (! isnumeric (tol) || isempty (tol) || numel (tol) > 2)
      error ('quad: TOL must be a 1 or 2-element vector');
    end
    tols(1:numel (tol)) = tol;
    % As in Octave, the tolerances given become quad_options' for later
    % calls.
    if (single_prec)
      keys = {'single precision absolute tolerance', 'single precision relative tolerance'};
    else
      keys = {'absolute tolerance', 'relative tolerance'};
    end
    for k = 1:numel (tol)
      quad_options (keys{k}, tol(k));
    end
  end
  if (nargin < 5)
    sing = [];
  end
  a = double (a);
  b = double (b);
  if (isinf (a) || isinf (b))
    % Octave's work space for QAGI allows 64 subintervals.
    [q, ier, nfev, err] = qagi (f, a, b, tols(1), tols(2), 64);
  else
    % QAGP from the pieces between the singular points.
    inside = sing(sing > min (a, b) & sing < max (a, b));
    pts = [a, sort(inside(:).'), b];
    if (a > b)
      pts = [a, sort(inside(:).', 'descend'), b];
    end
    % Octave's work space for QAGP allows (182 npts - 122) / 2
    % subintervals, npts counting the ends.
    npts = numel (pts);
    limit = floor ((183 * npts - 122 - npts) / 2);
    [q, ier, err, nfev] = quadpack_qagp (scalar_values (f), pts, tols(1), tols(2), limit);
  end
  if (single_prec)
    q = single (q);
    err = single (err);
  end
end
