function [q, err] = quadgk (f, a, b, varargin)
% -- Q = quadgk (F, A, B)
% -- Q = quadgk (F, A, B, ABSTOL)
% -- Q = quadgk (F, A, B, ABSTOL, TRACE)
% -- Q = quadgk (F, A, B, "PROP", VAL, ...)
% -- [Q, ERR] = quadgk (...)
%     Integrate F from A to B by adaptive Gauss-Kronrod quadrature (7 and
%     15 points), as Shampine describes it ("Vectorized adaptive
%     quadrature in MATLAB", J. Comput. Appl. Math. 211, 2008).
%
%     F is a function handle or name that takes a vector of points and
%     returns its values there.  A and B may be infinite; the interval is
%     first mapped to one where the integrand is smooth at the ends
%     (which also weakens end-point singularities), and split into 10
%     pieces.  Complex A, B or waypoints integrate along the straight
%     lines between them.
%
%     Properties: "AbsTol" (1e-10), "RelTol" (1e-6), "Waypoints" (points
%     in the interval where the integrand is not smooth, or the corners of
%     a complex contour), "MaxIntervalCount" (650), "Trace" (print the
%     number of pieces, the error and the estimate at each step).  The
%     tolerances are met when the error is below max (AbsTol, RelTol *
%     |Q|).  ERR is the estimated absolute error.
%
%     See also: integral, quad, quadl, quadv, quadcc, trapz.

  if (nargin < 3)
    print_usage ();
  end
  if (b < a)
    [q, err] = quadgk (f, b, a, varargin{:});
    q = -q;
    return;
  end
  abstol = [];
  reltol = [];
  waypoints = [];
  maxint = 650;
  trace = false;
  if (nargin > 3)
    if (! ischar (varargin{1}))
      if (! isempty (varargin{1}))
        abstol = varargin{1};
        reltol = 0;
      end
      if (nargin > 4)
        trace = varargin{2};
      end
      if (nargin > 5)
        error ('quadgk: can not pass additional arguments to user function');
      end
    else
      if (mod (nargin - 3, 2) != 0)
        error ('quadgk: property/value options must occur in pairs');
      end
      for k = 1:2:nargin-3
        prop = varargin{k};
        if (! ischar (prop))
          error ('quadgk: property PROP must be a string');
        end
        value = varargin{k+1};
        switch (lower (prop))
          case 'reltol'
            reltol = value;
          case 'abstol'
            abstol = value;
          case 'waypoints'
            waypoints = value(:);
            if (isreal (waypoints))
              waypoints(waypoints < a | waypoints > b) = [];
            end
          case 'maxintervalcount'
            maxint = value;
          case 'trace'
            trace = value;
          otherwise
            error ('quadgk: unknown property ''%s''', prop);
        end
      end
    end
  end
  issingle = isa (a, 'single') || isa (b, 'single') || isa (waypoints, 'single');
  if (isempty (abstol))
    abstol = 1e-10;
    if (issingle)
      abstol = 1e-5;
    end
  elseif (! isscalar (abstol) || abstol < 0)
    error ('quadgk: ABSTOL must be a scalar >=0');
  end
  if (isempty (reltol))
    reltol = 1e-6;
    if (issingle)
      reltol = 1e-4;
    end
  elseif (! isscalar (reltol) || reltol < 0)
    error ('quadgk: RELTOL must be a scalar >=0');
  end
  if (ischar (f))
    f = str2func (f);
  end

  % g: the integrand in the variable t; ends: the pieces of t's interval,
  % one per row; width: the length of t's interval.
  if (iscomplex (a) || iscomplex (b) || iscomplex (waypoints))
    ends = [a; waypoints; b];
    width = sum (abs (diff (ends)));
    g = f;
  elseif (isinf (a) && isinf (b))
    % x = t / (1 - t^2) on (-1, 1)
    if (isempty (waypoints))
      ends = linspace (-1, 1, 11).';
    else
      ends = [-1; 2 * waypoints ./ (1 + sqrt (1 + 4 * waypoints .^ 2)); 1];
    end
    width = 2;
    g = @(t) f (t ./ (1 - t .^ 2)) .* (1 + t .^ 2) ./ ((1 - t .^ 2) .^ 2);
  elseif (isinf (a))
    % x = b - (t / (1 + t))^2 on (-1, 0]
    if (isempty (waypoints))
      ends = linspace (-1, 0, 11).';
    else
      s = sqrt (b - waypoints);
      ends = [-1; -s ./ (s + 1); 0];
    end
    width = 1;
    g = @(t) -2 * t .* f (b - (t ./ (1 + t)) .^ 2) ./ ((1 + t) .^ 3);
  elseif (isinf (b))
    % x = a + (t / (1 - t))^2 on [0, 1)
    if (isempty (waypoints))
      ends = linspace (0, 1, 11).';
    else
      s = sqrt (waypoints - a);
      ends = [0; s ./ (s + 1); 1];
    end
    width = 1;
    g = @(t) 2 * t .* f (a + (t ./ (1 - t)) .^ 2) ./ ((1 - t) .^ 3);
  else
    % x = (b - a) / 4 * t (3 - t^2) + (b + a) / 2 on [-1, 1]
    if (isempty (waypoints))
      ends = linspace (-1, 1, 11).';
    else
      ends = [-1; cubic_preimage(waypoints, a, b); 1];
    end
    width = 2;
    g = @(t) f ((b - a) ./ 4 .* t .* (3 - t .^ 2) + (b + a) ./ 2) .* ...
             3 .* (b - a) ./ 4 .* (1 - t .^ 2);
  end
  % At least 10 pieces: halve them all until there are.
  while (numel (ends) < 11)
    mids = ends(1:end-1) + diff (ends) ./ 2;
    last = ends(end);
    ends = [reshape([ends(1:end-1).'; mids.'], [], 1); last];
  end
  pieces = [ends(1:end-1), ends(2:end)];

  warn_id = 'Octave:quadgk:warning-termination';
  [q_pieces, err_pieces] = gauss_kronrod (g, pieces);
  q_all = sum (q_pieces);
  err_all = sum (err_pieces);
  q = 0;
  err = 0;
  first = true;
  while (true)
    if (any (! isfinite (q_pieces)))
      warning (warn_id, 'quadgk: non-finite integrand encountered');
      q = q_all;
      err = err_all;
      break;
    end
    tol = max (abstol, reltol .* abs (q_all));
    if (err_all < tol)
      q = q_all;
      err = err_all;
      break;
    end
    % Pieces whose error is within their share of the tolerance are done.
    done = find (abs (err_pieces) < tol .* abs (diff (pieces, [], 2)) ./ width);
    if (first)
      first = false;
    else
      q_all = q + sum (q_pieces);
      err_all = err + sum (err_pieces);
    end
    q = q + sum (q_pieces(done));
    err = err + sum (err_pieces(done));
    pieces(done, :) = [];
    if (rows (pieces) == 0)
      break;
    end
    if (trace)
      disp ([rows(pieces), err, q_all]);
    end
    mid = (pieces(:, 2) + pieces(:, 1)) ./ 2;
    pieces = [pieces(:, 1), mid; mid, pieces(:, 2)];
    if (rows (pieces) > maxint)
      warning (warn_id, 'quadgk: maximum interval count (%d) exceeded', maxint);
      q = q + sum (q_pieces);
      err = err + sum (err_pieces);
      break;
    end
    [q_pieces, err_pieces] = gauss_kronrod (g, pieces);
  end
  if (err > max (abstol, reltol * abs (q)))
    warning (warn_id, 'quadgk: Error tolerance not met.  Estimated error %g', err);
  end
end

function [q, err] = gauss_kronrod (g, pieces)
% The 15-point Kronrod estimate of the integral of G over each piece (a
% row of PIECES), and its difference from the 7-point Gauss estimate.
  nodes = [-0.9914553711208126, -0.9491079123427585, -0.8648644233597691, ...
           -0.7415311855993944, -0.5860872354676911, -0.4058451513773972, ...
           -0.2077849550078985, 0, 0.2077849550078985, 0.4058451513773972, ...
           0.5860872354676911, 0.7415311855993944, 0.8648644233597691, ...
           0.9491079123427585, 0.9914553711208126];
  kronrod = [0.02293532201052922, 0.06309209262997855, 0.1047900103222502, ...
             0.1406532597155259, 0.1690047266392679, 0.1903505780647854, ...
             0.2044329400752989, 0.2094821410847278, 0.2044329400752989, ...
             0.1903505780647854, 0.1690047266392679, 0.1406532597155259, ...
             0.1047900103222502, 0.06309209262997855, 0.02293532201052922];
  gauss = [0.1294849661688697, 0.2797053914892767, 0.3818300505051889, ...
           0.4179591836734694, 0.3818300505051889, 0.2797053914892767, ...
           0.1294849661688697];
  half = diff (pieces, [], 2) ./ 2;
  center = sum (pieces, 2) ./ 2;
  t = half * nodes + center;
  y = reshape (g (t(:)), size (t));
  q = sum (y .* kronrod, 2) .* half;
  err = abs (sum (y(:, 2:2:end) .* gauss, 2) .* half - q);
end

function t = cubic_preimage (x, a, b)
% The t in [-1, 1] with (b - a) / 4 * t (3 - t^2) + (b + a) / 2 = x
% (Cardano's formula for the depressed cubic).
  c = (-4 .* x + 2 .* (b + a)) ./ (b - a);
  k = ((sqrt (c .^ 2 - 4) + c) ./ 2) .^ (1/3);
  t = real ((sqrt (3) .* 1i * (1 - k .^ 2) - (1 + k .^ 2)) ./ 2 ./ k);
end
