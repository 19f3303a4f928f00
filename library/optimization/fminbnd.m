function [x, fval, info, output] = fminbnd (fun, a, b, options)
% -- X = fminbnd (FUN, A, B)
% -- X = fminbnd (FUN, A, B, OPTIONS)
% -- [X, FVAL, INFO, OUTPUT] = fminbnd (...)
%     Find a minimum of the function FUN of one variable on the interval
%     [A, B], by Brent's method: golden section steps, and parabolic
%     interpolation steps where they make progress (R. P. Brent,
%     "Algorithms for Minimization without Derivatives", 1973, ch. 5).
%
%     OPTIONS (from optimset) may set TolX (1e-4: the search stops when the
%     bracket around X is about 3 * TolX wide, more for large X),
%     MaxIter and MaxFunEvals (500 each), Display ("iter", "final",
%     "notify" (default) or "off"), FunValCheck and OutputFcn.
%
%     FVAL is FUN (X).  INFO is 1 when the tolerance was met, 0 when a
%     limit was hit, -1 when OutputFcn stopped the search.  OUTPUT has
%     fields iterations, funcCount, algorithm and bracket (the final
%     interval).
%
%     See also: fminsearch, fminunc, fzero, optimset.

  if (nargin == 1 && ischar (fun) && strcmp (fun, 'defaults'))
    x = struct ('Display', 'notify', 'FunValCheck', 'off', ...
                'MaxFunEvals', 500, 'MaxIter', 500, ...
                'OutputFcn', [], 'TolX', 1e-4);
    return;
  end
  if (nargin < 2)
    print_usage ();
  end
  if (nargin < 4)
    options = struct ();
  end
  if (a > b)
    error ('Octave:invalid-input-arg', ...
           'fminbnd: the lower bound cannot be greater than the upper one');
  end
  if (ischar (fun))
    fun = str2func (fun);
  end
  display = optimget (options, 'Display', 'notify');
  outfcn = optimget (options, 'OutputFcn');
  tolx = optimget (options, 'TolX', 1e-4);
  maxiter = optimget (options, 'MaxIter', 500);
  maxfev = optimget (options, 'MaxFunEvals', 500);
  if (strcmpi (optimget (options, 'FunValCheck', 'off'), 'on'))
    fun = @(x) checked_value (fun, x);
  end

  golden = 0.5 * (3 - sqrt (5));
  % x: the best point; w: the second best; v: the previous w.
  x = a + golden * (b - a);
  w = x;
  v = x;
  fval = fun (x);
  fw = fval;
  fv = fval;
  nfev = 1;
  if (isa (a, 'single') || isa (b, 'single') || isa (fval, 'single'))
    releps = eps ('single');
  else
    releps = eps ('double');
  end
  step = 0;       % the last step
  step_old = 0;   % the step before it
  info = 0;
  niter = 0;
  trace = struct ('funccount', nfev, 'x', x, 'fx', fval, 'procedure', 'initial');
  while (niter < maxiter && nfev < maxfev)
    mid = 0.5 * (a + b);
    tol = 2 * releps * abs (x) + tolx / 3;
    if (abs (x - mid) <= (2 * tol - 0.5 * (b - a)))
      info = 1;
      break;
    end
    golden_step = true;
    if (abs (step_old) > tol)
      % The parabola through (v, fv), (w, fw), (x, fval): its vertex is
      % x + p / q.
      r = (x - w) * (fval - fv);
      q = (x - v) * (fval - fw);
      p = (x - v) * q - (x - w) * r;
      q = 2 * (q - r);
      p = p * -sign (q);
      q = abs (q);
      limit = step_old;
      step_old = step;
      if (abs (p) < abs (0.5 * q * limit) && p > q * (a - x) && p < q * (b - x))
        golden_step = false;
        step = p / q;
        u = x + step;
        if (min (u - a, b - u) < 2 * tol)
          step = tol * (sign (mid - x) + (mid == x));
        end
        procedure = 'parabolic';
      end
    end
    if (golden_step)
      if (x >= mid)
        step_old = a - x;
      else
        step_old = b - x;
      end
      step = golden * step_old;
      procedure = 'golden';
    end
    u = x + max (abs (step), tol) * (sign (step) + (step == 0));
    fu = fun (u);
    niter = niter + 1;
    % As Octave, the first iteration's record replaces the start's.
    trace(niter) = struct ('funccount', nfev, 'x', u, 'fx', fu, 'procedure', procedure);
    nfev = nfev + 1;
    if (fu < fval)
      if (u < x)
        b = x;
      else
        a = x;
      end
      v = w;
      fv = fw;
      w = x;
      fw = fval;
      x = u;
      fval = fu;
    else
      if (u < x)
        a = u;
      else
        b = u;
      end
      if (fu <= fw || w == x)
        v = w;
        fv = fw;
        w = u;
        fw = fu;
      elseif (fu <= fv || v == x || v == w)
        v = u;
        fv = fu;
      end
    end
    if (! isempty (outfcn))
      state = struct ('funccount', nfev, 'fval', fval, 'iteration', niter);
      if (outfcn (x, state, 'iter'))
        info = -1;
        break;
      end
    end
  end

  trace(1).procedure = 'initial';
  switch (display)
    case 'iter'
      printf ('\n Func-count     x          f(x)         Procedure\n');
      for row = trace
        printf ('%5.5s        %7.7s    %8.8s\t%s\n', int2str (row.funccount), ...
                num2str (row.x, '%.5f'), num2str (row.fx, '%.6f'), row.procedure);
      end
      printf ('\n');
      exit_message (info, tolx, fval);
    case 'notify'
      if (info == 0)
        exit_message (info, tolx, fval);
      end
    case 'final'
      exit_message (info, tolx, fval);
    case 'off'
    otherwise
      warning ('fminbnd: unknown option for Display: ''%s''', display);
  end
  output.iterations = niter;
  output.funcCount = nfev;
  output.algorithm = 'golden section search, parabolic interpolation';
  output.bracket = [a, b];
end

function exit_message (info, tolx, fval)
  switch (info)
    case 1
      printf ('Optimization terminated:\n');
      printf (' the current x satisfies the termination criteria using OPTIONS.TolX of %e\n', tolx);
    case 0
      printf ('Exiting: Maximum number of iterations has been exceeded\n');
      printf ('         - increase MaxIter option.\n');
      printf ('         Current function value: %.6f\n', fval);
  end
  printf ('\n');
end

function fx = checked_value (fun, x)
  fx = fun (x);
  fx = fx(1);
  if (! isreal (fx))
    error ('Octave:fmindbnd:notreal', 'fminbnd: non-real value encountered');
  elseif (isnan (fx))
    error ('Octave:fmindbnd:isnan', 'fminbnd: NaN value encountered');
  end
end
