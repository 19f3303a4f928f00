function [x, fval, info, output, grad, hess] = fminunc (fcn, x0, options)
% -- X = fminunc (FCN, X0)
% -- X = fminunc (FCN, X0, OPTIONS)
% -- [X, FVAL, INFO, OUTPUT, GRAD, HESS] = fminunc (FCN, ...)
%     Find a local minimum of the smooth function FCN of several
%     variables, starting from X0, by a trust-region method: dogleg steps
%     on a quadratic model whose Hessian is kept as a Cholesky factor and
%     updated by Powell's damped BFGS formula (Nocedal and Wright,
%     "Numerical Optimization", ch. 4 and 18).
%
%     FCN returns a scalar for an X of the shape of X0; with GradObj "on"
%     it also returns the gradient.  Otherwise finite differences give
%     it (FinDiffType "forward" or "central").  OPTIONS (optimset): TolX
%     and TolFun (1e-6), MaxIter (400), MaxFunEvals (100 * numel (X0)),
%     GradObj, FinDiffType, TypicalX, AutoScaling, FunValCheck, OutputFcn.
%
%     INFO: 1 the gradient is small, 2 the last step was small, 3 the
%     decrease was small, 0 a limit was hit, -1 OutputFcn stopped it, -3
%     the trust region became too small.  OUTPUT has iterations,
%     successful and funcCount.  GRAD is the gradient at X and HESS the
%     Hessian approximation.
%
%     See also: fminsearch, fminbnd, fsolve, optimset.

  if (nargin == 1 && strcmp (fcn, 'defaults'))
    x = struct ('AutoScaling', 'off', 'FunValCheck', 'off', ...
                'FinDiffType', 'forward', 'GradObj', 'off', ...
                'MaxFunEvals', [], 'MaxIter', 400, 'OutputFcn', [], ...
                'TolFun', 1e-6, 'TolX', 1e-6, 'TypicalX', []);
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
  end
  xsize = size (x0);
  n = numel (x0);
  has_grad = strcmpi (optimget (options, 'GradObj', 'off'), 'on');
  central = strcmpi (optimget (options, 'FinDiffType', 'forward'), 'central');
  maxiter = optimget (options, 'MaxIter', 400);
  maxfev = optimget (options, 'MaxFunEvals', 100 * n);
  outfcn = optimget (options, 'OutputFcn');
  typicalx = optimget (options, 'TypicalX');
  if (isempty (typicalx))
    typicalx = ones (n, 1);
  end
  autoscale = strcmpi (optimget (options, 'AutoScaling', 'off'), 'on');
  if (! autoscale)
    dg = 1 ./ typicalx;
  end
  if (strcmpi (optimget (options, 'FunValCheck', 'off'), 'on'))
    fcn = @(x) checked_value (fcn, x);
  end
  tolx = optimget (options, 'TolX', 1e-7);
  tolf = optimget (options, 'TolFun', 1e-7);

  niter = 1;
  nfev = 0;
  x = x0(:);
  info = 0;
  fval = fcn (reshape (x, xsize));
  if (! isempty (outfcn))
    state = struct ('iter', niter, 'funccount', nfev, 'fval', fval, ...
                    'searchdirection', zeros (n, 1));
    if (outfcn (x, state, 'init'))
      info = -1;
      return;
    end
  end
  if (isa (x0, 'single') || isa (fval, 'single'))
    releps = eps ('single');
  else
    releps = eps ('double');
  end
  nsuc_total = 0;
  lastratio = 0;
  grad = [];
  R = eye (n);     % the Hessian model is R' * R
  s = [];
  Rs = [];
  while (niter < maxiter && nfev < maxfev && ! info)
    grad_old = grad;
    [grad, nfev] = gradient_at (fcn, x, xsize, fval, typicalx, central, has_grad, nfev);
    if (niter == 1)
      R = eye (n);
    else
      [R, failed] = damped_bfgs (R, s, Rs, grad - grad_old);
      if (failed)
        R = eye (n);
      end
    end
    if (autoscale)
      colnorms = sqrt (sumsq (R, 1)).';
      if (niter == 1)
        dg = colnorms;
      else
        dg = max (0.1 * dg, colnorms);
      end
    end
    if (niter == 1)
      xn = norm (dg .* x);
      delta = 0.1 * max (xn, 1);
    end
    if (norm (grad) <= tolf * n * xn)
      info = 1;
      break;
    end
    accepted = false;
    decfac = 0.5;
    while (! accepted && niter <= maxiter && nfev < maxfev && ! info)
      s = - dogleg (R, R' \ grad, dg, delta, grad);
      sn = norm (dg .* s);
      if (niter == 1)
        delta = min (delta, sn);
      end
      fval1 = fcn (reshape (x + s, xsize));
      fval1 = fval1(:);
      nfev = nfev + 1;
      actred = -1;
      if (fval1 < fval)
        actred = (fval - fval1) / (abs (fval1) + abs (fval));
      end
      Rs = R * s;
      t = 1/2 * sumsq (Rs) + grad' * s;   % the model's change
      ratio = 0;
      if (t < 0)
        ratio = actred / (-t / (abs (fval) + abs (fval + t)));
      end
      if (ratio < min (max (0.1, 0.8 * lastratio), 0.9))
        delta = delta * decfac;
        decfac = decfac ^ 1.4142;
        if (delta <= 10 * releps * xn)
          info = -3;
          break;
        end
      else
        lastratio = ratio;
        decfac = 0.5;
        if (abs (1 - ratio) <= 0.1)
          delta = 1.4142 * sn;
        elseif (ratio >= 0.5)
          delta = max (delta, 1.4142 * sn);
        end
      end
      if (ratio >= 1e-4)
        x = x + s;
        xn = norm (dg .* x);
        fval = fval1;
        nsuc_total = nsuc_total + 1;
        accepted = true;
      end
      niter = niter + 1;
      if (! isempty (outfcn))
        state = struct ('iter', niter, 'funccount', nfev, 'fval', fval, ...
                        'searchdirection', s);
        if (outfcn (x, state, 'iter'))
          info = -1;
          break;
        end
      end
      if (ratio >= 1e-4)
        if (sn <= tolx * xn)
          info = 2;
        elseif (actred < tolf)
          info = 3;
        end
      end
    end
  end
  if (nargout > 4 && (info == -1 || info == 2 || info == 3))
    grad_old = grad;
    grad = gradient_at (fcn, x, xsize, fval, typicalx, central, has_grad, nfev);
    if (nargout > 5)
      R = damped_bfgs (R, s, Rs, grad - grad_old);
    end
    grad = reshape (grad, xsize);
  end
  x = reshape (x, xsize);
  if (nargout > 3)
    output.iterations = niter;
    output.successful = nsuc_total;
    output.funcCount = nfev;
  end
  if (nargout > 5)
    hess = R' * R;
  end
end

function [g, nfev] = gradient_at (fcn, x, xsize, fval, typicalx, central, has_grad, nfev)
  if (has_grad)
    [~, g] = fcn (reshape (x, xsize));
    g = g(:);
    nfev = nfev + 1;
  else
    g = fd_jacobian (fcn, reshape (x, xsize), fval, typicalx, central);
    g = g(:);
    nfev = nfev + (1 + central) * numel (x);
  end
end

function [R, failed] = damped_bfgs (R, s, Rs, y)
% Powell's damped BFGS update of the factor R (B = R' R) for the step S
% (RS = R * S) and the change of gradient Y: y is blended with B s so
% that the update keeps B positive definite.
  sBs = sumsq (Rs);
  Bs = R' * Rs;
  sy = y' * s;
  theta = 0.8 / max (1 - sy / sBs, 0.8);
  r = theta * y + (1 - theta) * Bs;
  R = cholupdate (R, r / sqrt (s' * r), '+');
  [R, failed] = cholupdate (R, Bs / sqrt (sBs), '-');
end

function [fx, gx] = checked_value (fun, x)
  if (nargout > 1)
    [fx, gx] = fun (x);
  else
    fx = fun (x);
    gx = [];
  end
  if (! (isreal (fx) && isreal (gx)))
    error ('Octave:fminunc:notreal', 'fminunc: non-real value encountered');
  elseif (any (isnan (fx(:))))
    error ('Octave:fminunc:isnan', 'fminunc: NaN value encountered');
  elseif (any (isinf (fx(:))))
    error ('Octave:fminunc:isinf', 'fminunc: Inf value encountered');
  end
end
