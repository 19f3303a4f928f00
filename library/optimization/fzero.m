function [x, fval, info, output] = fzero (fun, x0, options)
% -- X = fzero (FUN, X0)
% -- X = fzero (FUN, X0, OPTIONS)
% -- [X, FVAL, INFO, OUTPUT] = fzero (...)
%     Find a zero of the function FUN of one variable.
%
%     X0 is an interval [A, B] where FUN changes sign, or a point near
%     which such an interval is searched for (steps of growing size, to
%     both sides).  The interval is then narrowed by the method of
%     Alefeld, Potra and Shi ("Algorithm 748: Enclosing Zeros of
%     Continuous Functions", ACM TOMS 21, 1995): inverse cubic
%     interpolation and Newton steps on a quadratic, with a secant step of
%     double length and bisection to keep the interval shrinking.
%
%     OPTIONS (from optimset) may set TolX (eps), MaxIter and MaxFunEvals
%     (Inf), Display ("iter", "final", "notify" (default) or "off"),
%     FunValCheck and OutputFcn.
%
%     FVAL is FUN (X).  INFO is 1 on convergence, 0 when a limit was hit,
%     -1 when OutputFcn stopped the search, -5 when the interval closed
%     on what looks like a pole rather than a zero.  OUTPUT has fields
%     iterations, funcCount, algorithm, bracketx and brackety (the final
%     interval and the values at its ends).
%
%     See also: fminbnd, fsolve, optimset.

  if (nargin == 1 && ischar (fun) && strcmp (fun, 'defaults'))
    x = struct ('Display', 'notify', 'FunValCheck', 'off', ...
                'MaxFunEvals', Inf, 'MaxIter', Inf, ...
                'OutputFcn', [], 'TolX', eps);
    return;
  end
  if (nargin < 2)
    print_usage ();
  end
  if (nargin < 3)
    options = struct ();
  end
  if (ischar (fun))
    fun = str2func (fun);
  end
  switch (optimget (options, 'Display', 'notify'))
    case 'iter'
      display = 3;
    case 'final'
      display = 2;
    case 'notify'
      display = 1;
    otherwise
      display = 0;
  end
  maxfev = optimget (options, 'MaxFunEvals', Inf);
  maxiter = optimget (options, 'MaxIter', Inf);
  outfcn = optimget (options, 'OutputFcn');
  tolx = optimget (options, 'TolX', eps);
  if (strcmpi (optimget (options, 'FunValCheck', 'off'), 'on'))
    fun = @(x) checked_value (fun, x);
  end

  info = 0;
  niter = 0;
  x = NaN;
  fval = NaN;
  [a, fa, b, fb, nfev] = bracket (fun, x0, display);
  if (b < a)
    [a, b] = deal (b, a);
    [fa, fb] = deal (fb, fa);
  end
  if (! (sign (fa) * sign (fb) <= 0))
    error ('Octave:fzero:bracket', 'fzero: not a valid initial bracketing');
  end
  row = ' %4d   %13.6g %13.6g        %s\n';
  if (display == 3)
    printf ('\nSearch for a zero in the interval [%g, %g]:\n', a, b);
    disp (' Func-count    x          f(x)             Procedure');
  end
  slope0 = (fb - fa) / (b - a);
  if (fa == 0)
    b = a;
    fb = fa;
  elseif (fb == 0)
    a = b;
    fa = fb;
  end
  [u, fu] = smaller (a, fa, b, fb);
  if (display == 3)
    printf (row, nfev, u, fu, 'initial');
  end
  if (isa (x0, 'single') || isa (fa, 'single'))
    releps = eps ('single');
  else
    releps = eps ('double');
  end
  % d, e: the points dropped from the interval last and the time before.
  d = u;
  fd = fu;
  e = u;
  fe = fu;
  width = 0.5 * (b - a);   % the interval must shrink below this
  step = 'secant';
  while (niter < maxiter && nfev < maxfev)
    switch (step)
      case 'secant'
        if (b - a <= 2 * (2 * abs (u) * releps + tolx))
          x = u;
          fval = fu;
          info = 1;
          break;
        end
        if (abs (fa) <= 1e3 * abs (fb) && abs (fb) <= 1e3 * abs (fa))
          c = u - (a - b) / (fa - fb) * fu;
        else
          c = 0.5 * (a + b);
        end
        d = u;
        fd = fu;
        step = 'bisect';
      case {'cubic', 'cubic2'}
        newton_steps = 2 + strcmp (step, 'cubic2');
        c = cubic_step (a, fa, b, fb, d, fd, e, fe, newton_steps);
        if (strcmp (step, 'cubic'))
          step = 'cubic2';
        else
          step = 'double secant';
        end
      case 'double secant'
        c = u - 2 * (b - a) / (fb - fa) * fu;
        if (abs (c - u) > 0.5 * (b - a))
          c = 0.5 * (b + a);
        end
        step = 'bisect';
      case 'bisect'
        c = 0.5 * (b + a);
        step = 'cubic';
    end
    % Keep c inside the interval, a little away from its ends.
    margin = 2 * 0.7 * (2 * abs (u) * releps + tolx);
    if ((b - a) <= 2 * margin)
      c = (a + b) / 2;
    else
      c = max (a + margin, min (b - margin, c));
    end
    x = c;
    fc = fun (c);
    fval = fc;
    niter = niter + 1;
    nfev = nfev + 1;
    if (display == 3)
      printf (row, nfev, x, fc, 'interpolation');
    end
    if (sign (fc - fa) * sign (fc - fb) >= 0)
      fe = fc;
    else
      e = d;
      fe = fd;
    end
    if (sign (fa) * sign (fc) < 0)
      d = b;
      fd = fb;
      b = c;
      fb = fc;
    elseif (sign (fb) * sign (fc) < 0)
      d = a;
      fd = fa;
      a = c;
      fa = fc;
    elseif (fc == 0)
      a = c;
      b = c;
      fa = fc;
      fb = fc;
      info = 1;
      break;
    else
      error ('Octave:fzero:bracket', 'fzero: zero point is not bracketed');
    end
    if (! isempty (outfcn))
      state = struct ('funccount', nfev, 'fval', fval, 'iteration', niter);
      if (outfcn (x, state, 'iter'))
        info = -1;
        break;
      end
    end
    [u, fu] = smaller (a, fa, b, fb);
    if (b - a <= 2 * (2 * abs (u) * releps + tolx))
      info = 1;
      break;
    end
    % A bisection that followed too little progress restarts the cycle.
    if (strcmp (step, 'bisect') && (b - a) <= width)
      step = 'cubic';
    end
    if (strcmp (step, 'cubic'))
      width = 0.5 * (b - a);
    end
  end

  % Converged where the function jumps rather than crosses zero?
  if (info == 1 && (b - a) != 0 ...
      && abs ((fb - fa) / (b - a) / slope0) > max (1e6, 0.5 / (releps + tolx)))
    info = -5;
  end
  if (display != 0)
    switch (info)
      case 1
        if (display != 1)
          disp ("\nAlgorithm converged.\n");
        end
      case -1
        disp ("\nAlgorithm has been terminated by user.\n");
      case -5
        disp ("\nAlgorithm seemingly converged to a singular point.\n");
      otherwise
        disp ("\nMaximum number of iterations or function evaluations reached.\n");
    end
  end
  output.iterations = niter;
  output.funcCount = nfev;
  output.algorithm = 'bisection, interpolation';
  output.bracketx = [a, b];
  output.brackety = [fa, fb];
end

function [a, fa, b, fb, nfev] = bracket (fun, x0, display)
% The interval [A, B] of X0, or one found from the point X0 by trying
% points at relative distances -1%, +2.5%, -5%, ..., +1000%.
  a = x0(1);
  fa = fun (a);
  nfev = 1;
  if (numel (x0) > 1)
    b = x0(2);
    fb = fun (b);
    nfev = 2;
    return;
  end
  row = ' %4d   %13.6g %13.6g %13.6g %13.6g   %s\n';
  if (display == 3)
    printf ('\nSearch for an interval around %g containing a sign change:\n', a);
    printf (' Func-count    a          f(a)             b          ');
    printf ('f(b)        Procedure\n');
    printf (row, nfev, a, fa, a, fa, 'initial interval');
  end
  if (abs (a) < 0.001)
    if (a == 0)
      base = 0.1;
    else
      base = sign (a) * 0.1;
    end
  else
    base = a;
  end
  for rel = [-0.01, 0.025, -0.05, 0.10, -0.25, 0.50, -1, 2.5, -5, 10, -50, 100, -500, 1000]
    b = base + base * rel;
    fb = fun (b);
    nfev = nfev + 1;
    if (display == 3)
      printf (row, nfev, a, fa, b, fb, 'search');
    end
    if (sign (fa) * sign (fb) <= 0)
      return;
    end
  end
end

function [u, fu] = smaller (a, fa, b, fb)
% The end of the interval where |f| is smaller (b on a tie).
  if (abs (fa) < abs (fb))
    u = a;
    fu = fa;
  else
    u = b;
    fu = fb;
  end
end

function c = cubic_step (a, fa, b, fb, d, fd, e, fe, newton_steps)
% Inverse cubic interpolation through the four points when their values
% differ; when that fails or leaves [a, b], NEWTON_STEPS Newton steps on
% the quadratic through (a, fa), (b, fb), (d, fd).
  if (numel (unique ([fa, fb, fd, fe])) == 4)
    q11 = (d - e) * fd / (fe - fd);
    q21 = (b - d) * fb / (fd - fb);
    q31 = (a - b) * fa / (fb - fa);
    d21 = (b - d) * fd / (fd - fb);
    d31 = (a - b) * fb / (fb - fa);
    q22 = (d21 - q11) * fb / (fe - fb);
    q32 = (d31 - q21) * fa / (fd - fa);
    d32 = (d31 - q21) * fd / (fd - fa);
    q33 = (d32 - q22) * fa / (fe - fa);
    c = a + q31 + q32 + q33;
    if (sign (c - a) * sign (c - b) <= 0)
      return;
    end
  end
  % p(x) = a0 + a1 (x - a) + a2 (x - a) (x - b)
  a0 = fa;
  a1 = (fb - fa) / (b - a);
  a2 = ((fd - fb) / (d - b) - a1) / (d - a);
  c = a - a0 / a1;
  if (a2 != 0)
    for i = 1:newton_steps
      pc = a0 + (a1 + a2 * (c - b)) * (c - a);
      dpc = a1 + a2 * (2 * c - a - b);
      if (dpc == 0)
        c = a - a0 / a1;
        break;
      end
      c = c - pc / dpc;
    end
  end
end

function fx = checked_value (fun, x)
  fx = fun (x);
  fx = fx(1);
  if (! isreal (fx))
    error ('Octave:fzero:notreal', 'fzero: non-real value encountered');
  elseif (isnan (fx))
    error ('Octave:fzero:isnan', 'fzero: NaN value encountered');
  end
end
