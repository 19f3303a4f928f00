function [x, fval, info, output, fjac] = fsolve (fcn, x0, options)
% -- X = fsolve (FCN, X0)
% -- X = fsolve (FCN, X0, OPTIONS)
% -- [X, FVAL, INFO, OUTPUT, FJAC] = fsolve (...)
%     Solve the system of nonlinear equations FCN (X) = 0, starting from
%     X0, by Powell's dogleg trust-region method ("A hybrid method for
%     nonlinear equations", 1970; as in MINPACK's HYBRD).
%
%     FCN returns a vector (or array) of residuals for an X of the shape
%     of X0; with the Jacobian option "on" it also returns the Jacobian as
%     its second output.  FCN may also be a cell {F, JAC} of two
%     functions.  Each iteration takes the dogleg step within the trust
%     region, judged by the ratio of the actual to the predicted decrease
%     of norm (FCN (X)); the region grows after good steps and shrinks
%     after bad ones.  Without a Jacobian, finite differences give one
%     (forward, or central with FinDiffType "central"); with Updating
%     "on" it is updated by Broyden's rank-one formula between them.
%
%     OPTIONS (optimset): TolX and TolFun (1e-6), MaxIter (400),
%     MaxFunEvals (100 * numel (X0)), Jacobian, Updating, FinDiffType,
%     TypicalX, AutoScaling, ComplexEqn, FunValCheck, OutputFcn.
%
%     INFO: 1 converged (norm (FVAL) small relative to X), 2 the last step
%     was small relative to X, 3 the decrease was small, 0 a limit was
%     hit, -1 OutputFcn stopped it, -2 the Jacobian is zero, -3 the
%     trust region became too small.  OUTPUT has iterations, successful
%     and funcCount; FJAC is the last Jacobian.
%
%     See also: fzero, fminunc, optimset.

  if (nargin == 1 && ischar (fcn) && strcmp (fcn, 'defaults'))
    x = struct ('AutoScaling', 'off', 'ComplexEqn', 'off', ...
                'FunValCheck', 'off', 'FinDiffType', 'forward', ...
                'Jacobian', 'off', 'MaxFunEvals', [], 'MaxIter', 400, ...
                'OutputFcn', [], 'Updating', 'off', 'TolFun', 1e-6, ...
                'TolX', 1e-6, 'TypicalX', []);
    return;
  end
  if (nargin < 2 || ! isnumeric (x0))
    print_usage ();
  end
  if (nargin < 3)
    options = struct ();
  end
  if (ischar (fcn))
    fcn = str2func (fcn);
  elseif (iscell (fcn))
    fcn = @(x) with_jacobian (x, fcn{1}, fcn{2});
  end
  xsize = size (x0);
  n = numel (x0);
  user_jac = strcmpi (optimget (options, 'Jacobian', 'off'), 'on');
  central = strcmpi (optimget (options, 'FinDiffType', 'forward'), 'central');
  maxiter = optimget (options, 'MaxIter', 400);
  maxfev = optimget (options, 'MaxFunEvals', 100 * n);
  outfcn = optimget (options, 'OutputFcn');
  updating = strcmpi (optimget (options, 'Updating', 'off'), 'on');
  complexeqn = strcmpi (optimget (options, 'ComplexEqn', 'off'), 'on');
  typicalx = optimget (options, 'TypicalX', ones (n, 1));
  autoscale = strcmpi (optimget (options, 'AutoScaling', 'off'), 'on');
  if (! autoscale)
    dg = 1 ./ typicalx;
  end
  if (strcmpi (optimget (options, 'FunValCheck', 'off'), 'on'))
    fcn = @(x) checked_value (fcn, x, complexeqn);
  end
  tolx = optimget (options, 'TolX', 1e-6);
  tolf = optimget (options, 'TolFun', 1e-6);

  niter = 1;
  nfev = 1;
  nsuc_total = 0;
  x = x0(:);
  info = 0;
  fval = fcn (reshape (x, xsize));
  fsize = size (fval);
  fval = fval(:);
  fn = norm (fval);
  m = numel (fval);
  fjac = [];
  if (! isempty (outfcn))
    state = struct ('iter', niter, 'funccount', nfev, 'fval', fn, ...
                    'searchdirection', zeros (n, 1));
    if (outfcn (x, state, 'init'))
      info = -1;
      output = struct ('iterations', niter, 'successful', 0, 'funcCount', nfev);
      fjac = NaN;
      return;
    end
  end
  if (isa (x0, 'single') || isa (fval, 'single'))
    releps = eps ('single');
  else
    releps = eps ('double');
  end

  while (niter < maxiter && nfev < maxfev && ! info)
    % A new Jacobian.
    if (user_jac)
      [fval, fjac] = fcn (reshape (x, xsize));
      if (! all (size (fjac) == [m, n]))
        error ('fsolve: Jacobian size should be (%d,%d), not (%d,%d)', ...
               m, n, rows (fjac), columns (fjac));
      end
      if (issparse (fjac))
        updating = false;
      end
      fval = fval(:);
      nfev = nfev + 1;
    else
      fjac = fd_jacobian (fcn, reshape (x, xsize), fval, typicalx, central);
      nfev = nfev + (1 + central) * n;
    end
    if (autoscale)
      colnorms = sqrt (sumsq (fjac, 1)).';
      if (niter == 1)
        dg = colnorms;
        dg(dg == 0) = 1;
      else
        dg = max (0.1 * dg, colnorms);
      end
    end
    if (niter == 1)
      xn = norm (dg .* x);
      delta = max (xn, 1);
    end
    % Steps with this Jacobian (or its Broyden updates).
    lastratio = 0;
    nfail = 0;
    nsuc = 0;
    decfac = 0.5;
    while (niter <= maxiter && nfev < maxfev && ! info)
      if (norm (fjac, 1) < releps * rows (fjac))
        info = -2;
        break;
      end
      s = - dogleg (fjac, fval, dg, delta);
      predicted = fval + fjac * s;
      sn = norm (dg .* s);
      if (niter == 1)
        delta = min (delta, sn);
      end
      fval1 = fcn (reshape (x + s, xsize));
      fval1 = fval1(:);
      fn1 = norm (fval1);
      nfev = nfev + 1;
      % The actual and the predicted decrease of the squared residual.
      actred = -1;
      if (fn1 < fn)
        actred = 1 - (fn1 / fn) ^ 2;
      end
      t = norm (predicted);
      ratio = 0;
      if (t < fn)
        ratio = actred / (1 - (t / fn) ^ 2);
      end
      if (ratio < min (max (0.1, 0.8 * lastratio), 0.9))
        % A poor step: shrink the region, faster after each failure.
        nsuc = 0;
        nfail = nfail + 1;
        delta = delta * decfac;
        decfac = decfac ^ 1.4142;
        if (fn <= tolf * n * xn)
          info = 1;
        elseif (delta <= 10 * releps * xn)
          info = -3;
          break;
        end
      else
        lastratio = ratio;
        decfac = 0.5;
        nfail = 0;
        nsuc = nsuc + 1;
        if (abs (1 - ratio) <= 0.1)
          delta = 1.4142 * sn;
        elseif (ratio >= 0.5 || nsuc > 1)
          delta = max (delta, 1.4142 * sn);
        end
      end
      if (ratio >= 1e-4)
        x = x + s;
        xn = norm (dg .* x);
        fval = fval1;
        fn = fn1;
        nsuc_total = nsuc_total + 1;
      end
      niter = niter + 1;
      if (! isempty (outfcn))
        state = struct ('iter', niter, 'funccount', nfev, 'fval', fn, ...
                        'searchdirection', s);
        if (outfcn (x, state, 'iter'))
          info = -1;
          break;
        end
      end
      if (fn <= tolf * n * xn)
        info = 1;
      elseif (ratio >= 1e-4)
        if (sn <= tolx * xn)
          info = 2;
        elseif (actred < tolf)
          info = 3;
        end
      end
      if (! updating || nfail == 2 || nsuc_total < 2)
        break;
      end
      % Broyden's update: the Jacobian maps the scaled step to the change
      % of the residual it missed.
      fjac = fjac + (fval1 - predicted) * (dg .* ((dg .* s) / sn)).';
    end
  end
  x = reshape (x, xsize);
  fval = reshape (fval, fsize);
  output.iterations = niter;
  output.successful = nsuc_total;
  output.funcCount = nfev;
end

function [fx, jx] = with_jacobian (x, f, jac)
  fx = f (x);
  if (nargout == 2)
    jx = jac (x);
  end
end

function [fx, jx] = checked_value (fun, x, complexeqn)
  if (nargout > 1)
    [fx, jx] = fun (x);
  else
    fx = fun (x);
    jx = [];
  end
  if (! complexeqn && ! (isreal (fx) && isreal (jx)))
    error ('Octave:fsolve:notreal', 'fsolve: non-real value encountered');
  elseif (complexeqn && ! (isnumeric (fx) && isnumeric (jx)))
    error ('Octave:fsolve:notnum', 'fsolve: non-numeric value encountered');
  elseif (any (isnan (fx(:))))
    error ('Octave:fsolve:isnan', 'fsolve: NaN value encountered');
  elseif (any (isinf (fx(:))))
    error ('Octave:fsolve:isinf', 'fsolve: Inf value encountered');
  end
end
