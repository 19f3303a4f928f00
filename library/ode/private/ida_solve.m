function [tout, yout, te, ye, ie, stats, ypout] = ida_solve (res, tspan, y0, yp0, o)
% Solves the implicit system RES (t, y, y') = 0 from y (TSPAN(1)) = Y0,
% y' = YP0 as ode15s and ode15i do in Octave: by the variable-order,
% variable-step BDF method in fixed-leading-coefficient form of IDA
% (SUNDIALS; Hindmarsh et al., ACM TOMS 31, 2005, and the IDA user guide,
% "Mathematical Considerations"), with its modified Newton iteration,
% local error test, and order and step size selection, so that the
% steps are the ones Octave's solvers take.
%
% O has RelTol, AbsTol, MaxStep, InitialStep ([] for IDA's own),
% MaxOrder, Refine, OutputFcn and OutputSel, Events with event_args (2:
% f (t, y), 3: f (t, y, y')), jac ([] or a function of (t, y, y')
% returning dF/dy and dF/dy'); optionally report (false: fail with the
% error 'KIND T' instead of IDA's message), mxstep (steps allowed
% between two output times, 500) and normal (return the solution at the
% times of TSPAN even when there are two).
%
% With two times in TSPAN the solution is returned after every step
% (Refine - 1 more points inside each), the last one at TSPAN(2); with
% more, at those times.  TE, YE, IE are the events found (by linear
% interpolation between the points returned).  STATS: [steps, failed
% attempts, residual evaluations].  YPOUT is y' at the times of TOUT
% when the solution is returned at the times of TSPAN, else empty.

  S = ida_start (res, tspan, y0, yp0, o);
  n = numel (y0);
  t0 = tspan(1);
  tend = tspan(end);
  y = y0(:);
  yp = yp0(:);
  have_out = ! isempty (o.OutputFcn);
  have_events = ! isempty (o.Events);
  status = false;
  if (have_out)
    output_call (o, [t0; tend], y, 'init');
  end
  ev = [];
  if (have_events)
    ev = event_check ([], o, t0, y, yp, 0);
  end

  if (numel (tspan) > 2 || (isfield (o, 'normal') && o.normal))
    tout = zeros (numel (tspan), 1);
    yout = zeros (numel (tspan), n);
    ypout = zeros (numel (tspan), n);
    tout(1) = t0;
    yout(1, :) = y.';
    ypout(1, :) = yp.';
    for j = 2:numel (tspan)
      [S, tsol, y, yp] = ida_normal (S, tspan(j));
      tout(j) = tsol;
      yout(j, :) = y.';
      ypout(j, :) = yp.';
      if (have_out)
        status = output_call (o, tsol, y, '');
      end
      if (have_events)
        [ev, status] = event_check (ev, o, tsol, y, yp, j - 1);
      end
      if (status)
        tout = tout(1:j);
        yout = yout(1:j, :);
        ypout = ypout(1:j, :);
        break;
      end
    end
  else
    ypout = [];
    forward = tend > t0;
    tout = t0;
    yout = y.';
    cont = 0;
    refine = o.Refine;
    tsol = t0;
    while ((forward && tsol < tend) || (! forward && tsol > tend)) && ! status
      [S, tsol, y, yp] = ida_one_step (S, tend);
      if (refine > 1)
        % Refine - 1 points inside the last step.
        tin = S.tn - S.hused;
        step = S.hused / refine;
        for i = 1:refine-1
          ti = tin + step * i;
          if (! (ti < tend) || status)
            break;
          end
          [yi, ypi] = ida_dky01 (S, ti);
          cont = cont + 1;
          tout(cont+1, 1) = ti;
          yout(cont+1, :) = yi.';
          if (have_out)
            status = output_call (o, ti, yi, '');
          end
          if (have_events)
            [ev, status] = event_check (ev, o, ti, yi, ypi, cont);
          end
        end
      end
      cont = cont + 1;
      tout(cont+1, 1) = tsol;
      yout(cont+1, :) = y.';
      if (refine <= 1 && tsol < tend)
        if (have_out)
          status = output_call (o, tsol, y, '');
        end
        if (have_events)
          [ev, status] = event_check (ev, o, tsol, y, yp, cont);
        end
      end
    end
    if (! status)
      y = ida_dky0 (S, tend);
      tout(cont+1) = tend;
      yout(cont+1, :) = y.';
      if (have_out)
        status = output_call (o, tend, y, '');
        if (have_events)
          [ev, status] = event_check (ev, o, tend, y, yp, cont);
        end
      end
    end
    if (have_out)
      output_call (o, tend, y, 'done');
    end
  end
  te = [];
  ye = [];
  ie = [];
  if (have_events)
    te = ev.te;
    ye = ev.ye;
    ie = ev.ie;
  end
  stats = [S.nst, S.netf, S.nre];
end

% ---- the integrator ----

function S = ida_start (res, tspan, y0, yp0, o)
  n = numel (y0);
  S.res = res;
  S.jac = o.jac;
  S.n = n;
  S.tn = tspan(1);
  S.rtol = o.RelTol;
  S.atol = o.AbsTol(:);
  S.maxord = o.MaxOrder;
  S.hmax_inv = 0;
  if (! isempty (o.MaxStep) && o.MaxStep > 0)
    S.hmax_inv = 1 / o.MaxStep;
  end
  S.hin = 0;
  if (! isempty (o.InitialStep))
    S.hin = o.InitialStep;
  end
  S.uround = eps;
  S.phi = zeros (n, 6);
  S.phi(:, 1) = y0(:);
  S.phi(:, 2) = yp0(:);
  S.psi = zeros (1, 6);
  S.alpha = zeros (1, 6);
  S.beta = zeros (1, 6);
  S.sigma = zeros (1, 6);
  S.gamma = zeros (1, 6);
  S.ewt = ewt_of (S, y0(:));
  S.nst = 0;
  S.nre = 0;
  S.netf = 0;
  S.ncfn = 0;
  S.hh = 0;
  S.hused = 0;
  S.kk = 0;
  S.kused = 0;
  S.knew = 0;
  S.phase = 0;
  S.ns = 0;
  S.cj = 0;
  S.cjlast = 0;
  S.cjold = 0;
  S.cjratio = 1;
  S.ss = 20;
  S.oldnrm = 0;
  S.eta = 1;
  S.jcur = false;
  S.L = [];
  S.U = [];
  S.P = [];
  S.ee = zeros (n, 1);
  S.yy = y0(:);
  S.yp = yp0(:);
  S.started = false;
  S.tretlast = tspan(1);
  S.report = ! isfield (o, 'report') || o.report;
  S.mxstep = 500;
  if (isfield (o, 'mxstep'))
    S.mxstep = o.mxstep;
  end
end

function w = ewt_of (S, y)
  w = 1 ./ (S.rtol * abs (y) + S.atol);
end

function v = wrms (x, w)
  v = sqrt (sum ((x .* w) .^ 2) / numel (x));
end

function S = first_call (S, tout)
% The first step size: 0.001 of the distance to TOUT, less where y' is
% large (IDA's IDASolve), within MaxStep; phi(:,2) becomes h y'.
  tdist = abs (tout - S.tn);
  S.hh = S.hin;
  if (S.hh == 0)
    S.hh = 0.001 * tdist;
    ypnorm = wrms (S.phi(:, 2), S.ewt);
    if (ypnorm > 0.5 / S.hh)
      S.hh = 0.5 / ypnorm;
    end
    if (tout < S.tn)
      S.hh = -S.hh;
    end
  end
  rh = abs (S.hh) * S.hmax_inv;
  if (rh > 1)
    S.hh = S.hh / rh;
  end
  S.kk = 0;
  S.kused = 0;
  S.phi(:, 2) = S.hh * S.phi(:, 2);
  S.epsNewt = 0.33;
  S.toldel = 0.0001 * S.epsNewt;
  S.started = true;
end

function [S, tsol, y, yp] = ida_one_step (S, tout)
  if (! S.started)
    S = first_call (S, tout);
  end
  S = take_step (S);
  tsol = S.tn;
  S.tretlast = tsol;
  [y, yp] = ida_solution (S, S.tn);
end

function [S, tsol, y, yp] = ida_normal (S, tout)
% Steps until TOUT is passed (at most S.mxstep steps), then interpolates.
  if (! S.started)
    S = first_call (S, tout);
  elseif ((S.tn - tout) * S.hh >= 0)
    [y, yp] = ida_solution (S, tout);
    tsol = tout;
    S.tretlast = tout;
    return;
  end
  for nstloc = 1:S.mxstep
    S = take_step (S);
    if ((S.tn - tout) * S.hh >= 0)
      [y, yp] = ida_solution (S, tout);
      tsol = tout;
      S.tretlast = tout;
      return;
    end
  end
  ida_fail (S, 'mxstep', sprintf ('At t = %g, , mxstep steps taken before reaching tout.', S.tn));
end

function S = take_step (S)
% One successful step, retried after failures.
  if (S.nst > 0)
    S.ewt = ewt_of (S, S.phi(:, 1));
  end
  if (S.uround * wrms (S.phi(:, 1), S.ewt) > 1)
    ida_fail (S, 'accuracy', sprintf ('At t = %g, too much accuracy requested.', S.tn));
  end
  saved_t = S.tn;
  ncf = 0;
  nef = 0;
  if (S.nst == 0)
    S.kk = 1;
    S.kused = 0;
    S.hused = 0;
    S.psi(1) = S.hh;
    S.cj = 1 / S.hh;
    S.phase = 0;
    S.ns = 0;
  end
  err_k = 0;
  err_km1 = 0;
  while (true)
    [S, ck] = set_coeffs (S);
    S.tn = S.tn + S.hh;
    kk = S.kk;
    yypred = S.phi(:, 1);
    for j = 2:kk+1
      yypred = yypred + S.phi(:, j);
    end
    yppred = S.gamma(2) * S.phi(:, 2);
    for j = 3:kk+1
      yppred = yppred + S.gamma(j) * S.phi(:, j);
    end
    [S, ok] = newton (S, yypred, yppred);
    error_fail = false;
    if (ok)
      [S, err_k, err_km1, passed] = test_error (S, ck);
      error_fail = ! passed;
    end
    if (ok && ! error_fail)
      break;
    end
    S = restore (S, saved_t);
    [S, ncf, nef, again] = handle_failure (S, error_fail, err_k, err_km1, ncf, nef);
    if (! again)
      if (error_fail)
        kind = 'errtest';
        what = 'the error test';
      else
        kind = 'convergence';
        what = 'the corrector convergence';
      end
      ida_fail (S, kind, sprintf ('At t = %g and h = %g, %s failed repeatedly or with |h| = hmin.', ...
                                  S.tn, S.hh, what));
    end
    if (S.nst == 0)
      S.psi(1) = S.hh;
      S.phi(:, 2) = S.eta * S.phi(:, 2);
    end
  end
  S = complete_step (S, err_k, err_km1);
end

function ida_fail (S, kind, msg)
% A failed solve: IDA's report on stderr and Octave's error, or for
% lsode (S.report false) an error 'KIND T' it turns into its own status.
  if (S.report)
    fprintf (2, '\n[IDA ERROR]  IDASolve\n  %s\n\n', msg);
    error ('IDASolve failed');
  end
  error ('matc:ida:failed', '%s %.17g', kind, S.tn);
end

function [S, ck] = set_coeffs (S)
  kk = S.kk;
  if (S.hh != S.hused || kk != S.kused)
    S.ns = 0;
  end
  S.ns = min (S.ns + 1, S.kused + 2);
  if (kk + 1 >= S.ns)
    S.beta(1) = 1;
    S.alpha(1) = 1;
    temp1 = S.hh;
    S.gamma(1) = 0;
    S.sigma(1) = 1;
    for i = 1:kk
      temp2 = S.psi(i);
      S.psi(i) = temp1;
      S.beta(i+1) = S.beta(i) * S.psi(i) / temp2;
      temp1 = temp2 + S.hh;
      S.alpha(i+1) = S.hh / temp1;
      S.sigma(i+1) = i * S.sigma(i) * S.alpha(i+1);
      S.gamma(i+1) = S.gamma(i) + S.alpha(i) / S.hh;
    end
    S.psi(kk+1) = temp1;
  end
  alphas = 0;
  alpha0 = 0;
  for i = 0:kk-1
    alphas = alphas - 1 / (i + 1);
    alpha0 = alpha0 - S.alpha(i+1);
  end
  S.cjlast = S.cj;
  S.cj = -alphas / S.hh;
  ck = abs (S.alpha(kk+1) + alphas - alpha0);
  ck = max (ck, S.alpha(kk+1));
  for i = S.ns:kk
    S.phi(:, i+1) = S.beta(i+1) * S.phi(:, i+1);
  end
end

function [S, ok] = newton (S, yypred, yppred)
% The corrector: modified Newton iterations on the correction to the
% predictor, with the iteration matrix dF/dy + cj dF/dy' refreshed when
% cj changed by more than about 25% or the iteration failed with an old
% one.
  call_setup = false;
  if (S.nst == 0)
    S.cjold = S.cj;
    S.ss = 20;
    call_setup = true;
  end
  S.cjratio = S.cj / S.cjold;
  lo = (1 - 0.25) / (1 + 0.25);
  if (S.cjratio < lo || S.cjratio > 1 / lo)
    call_setup = true;
  end
  if (S.cj != S.cjlast)
    S.ss = 100;
  end
  ycor = zeros (S.n, 1);
  ok = false;
  while (true)
    [S, delta] = residual (S, ycor, yypred, yppred);
    if (call_setup)
      S = setup_matrix (S);
    end
    failed = false;
    for curiter = 0:3
      x = S.U \ (S.L \ (S.P * (-delta)));
      if (S.cjratio != 1)
        x = (2 / (1 + S.cjratio)) * x;
      end
      ycor = ycor + x;
      delnrm = wrms (x, S.ewt);
      if (curiter == 0)
        S.oldnrm = delnrm;
        if (delnrm <= 0.0001 * S.toldel)
          ok = true;
          break;
        end
      else
        rate = (delnrm / S.oldnrm) ^ (1 / curiter);
        if (rate > 0.9)
          failed = true;
          break;
        end
        S.ss = rate / (1 - rate);
      end
      if (S.ss * delnrm <= S.epsNewt)
        ok = true;
        break;
      end
      if (curiter == 3)
        failed = true;
        break;
      end
      [S, delta] = residual (S, ycor, yypred, yppred);
    end
    if (ok)
      S.jcur = false;
      S.ee = ycor;
      S.yy = yypred + ycor;
      S.yp = yppred + S.cj * ycor;
      return;
    end
    if (failed && ! S.jcur)
      call_setup = true;
      ycor = zeros (S.n, 1);
      continue;
    end
    return;
  end
end

function [S, r] = residual (S, ycor, yypred, yppred)
  S.yy = yypred + ycor;
  S.yp = yppred + S.cj * ycor;
  r = S.res (S.tn, S.yy, S.yp);
  r = r(:);
  S.nre = S.nre + 1;
  S.savres = r;
end

function S = setup_matrix (S)
% The iteration matrix dF/dy + cj dF/dy' at the current iterate: from the
% Jacobian function, or by differences of F (IDA's dense
% difference-quotient Jacobian), then its LU factors.
  if (! isempty (S.jac))
    [dfdy, dfdyp] = S.jac (S.tn, S.yy, S.yp);
    J = full (dfdy + S.cj * dfdyp);
  else
    J = zeros (S.n);
    srur = sqrt (S.uround);
    y = S.yy;
    yp = S.yp;
    for j = 1:S.n
      yj = y(j);
      ypj = yp(j);
      inc = max (srur * max (abs (yj), abs (S.hh * ypj)), 1 / S.ewt(j));
      if (S.hh * ypj < 0)
        inc = -inc;
      end
      inc = (yj + inc) - yj;
      y(j) = yj + inc;
      yp(j) = ypj + S.cj * inc;
      rtemp = S.res (S.tn, y, yp);
      inc_inv = 1 / inc;
      J(:, j) = inc_inv * rtemp(:) - inc_inv * S.savres;
      y(j) = yj;
      yp(j) = ypj;
    end
  end
  [S.L, S.U, S.P] = lu (J);
  S.cjold = S.cj;
  S.cjratio = 1;
  S.ss = 20;
  S.jcur = true;
end

function [S, err_k, err_km1, passed] = test_error (S, ck)
% The local error estimate at order k, and at k-1 and k-2 to suggest
% lowering the order.
  kk = S.kk;
  enorm_k = wrms (S.ee, S.ewt);
  err_k = S.sigma(kk+1) * enorm_k;
  terr_k = (kk + 1) * err_k;
  err_km1 = 0;
  S.knew = kk;
  if (kk > 1)
    delta = S.phi(:, kk+1) + S.ee;
    err_km1 = S.sigma(kk) * wrms (delta, S.ewt);
    terr_km1 = kk * err_km1;
    if (kk > 2)
      delta = S.phi(:, kk) + delta;
      err_km2 = S.sigma(kk-1) * wrms (delta, S.ewt);
      terr_km2 = (kk - 1) * err_km2;
      if (max (terr_km1, terr_km2) <= terr_k)
        S.knew = kk - 1;
      end
    elseif (terr_km1 <= 0.5 * terr_k)
      S.knew = kk - 1;
    end
  end
  passed = ! (ck * enorm_k > 1);
end

function S = restore (S, saved_t)
  S.tn = saved_t;
  for j = 1:S.kk
    S.psi(j) = S.psi(j+1) - S.hh;
  end
  for j = S.ns:S.kk
    S.phi(:, j+1) = (1 / S.beta(j+1)) * S.phi(:, j+1);
  end
end

function [S, ncf, nef, again] = handle_failure (S, error_fail, err_k, err_km1, ncf, nef)
% A smaller step after a failed corrector (a quarter) or error test
% (from the error estimate, then a quarter, then order 1).
  S.phase = 1;
  again = true;
  if (! error_fail)
    ncf = ncf + 1;
    S.ncfn = S.ncfn + 1;
    if (ncf == 10)
      again = false;
      return;
    end
    S.eta = 0.25;
    S.hh = S.hh * S.eta;
    return;
  end
  nef = nef + 1;
  S.netf = S.netf + 1;
  if (nef == 1)
    if (S.kk == S.knew)
      err_knew = err_k;
    else
      err_knew = err_km1;
    end
    S.kk = S.knew;
    S.eta = 0.9 * (2 * err_knew + 0.0001) ^ (-1 / (S.kk + 1));
    S.eta = max (0.25, min (0.9, S.eta));
  elseif (nef == 2)
    S.kk = S.knew;
    S.eta = 0.25;
  elseif (nef < 10)
    S.kk = 1;
    S.eta = 0.25;
  else
    again = false;
    return;
  end
  S.hh = S.hh * S.eta;
end

function S = complete_step (S, err_k, err_km1)
% Accepts the step, chooses the next order and step size, and updates
% the modified divided differences phi.
  S.nst = S.nst + 1;
  kdiff = S.kk - S.kused;
  S.kused = S.kk;
  S.hused = S.hh;
  if (S.knew == S.kk - 1 || S.kk == S.maxord)
    S.phase = 1;
  end
  if (S.phase == 0)
    % The start: raise the order and double the step.
    if (S.nst > 1)
      S.kk = S.kk + 1;
      hnew = 2 * S.hh;
      tmp = abs (hnew) * S.hmax_inv;
      if (tmp > 1)
        hnew = hnew / tmp;
      end
      S.hh = hnew;
    end
  else
    kk = S.kk;
    action = 'maintain';
    err_kp1 = 0;
    if (S.knew == kk - 1)
      action = 'lower';
    elseif (kk == S.maxord || kk + 1 >= S.ns || kdiff == 1)
      action = 'maintain';
    else
      err_kp1 = wrms (S.ee - S.phi(:, kk+2), S.ewt) / (kk + 2);
      terr_k = (kk + 1) * err_k;
      terr_kp1 = (kk + 2) * err_kp1;
      if (kk == 1)
        if (terr_kp1 < 0.5 * terr_k)
          action = 'raise';
        end
      else
        terr_km1 = kk * err_km1;
        if (terr_km1 <= min (terr_k, terr_kp1))
          action = 'lower';
        elseif (terr_kp1 < terr_k)
          action = 'raise';
        end
      end
    end
    switch (action)
      case 'raise'
        S.kk = kk + 1;
        err_knew = err_kp1;
      case 'lower'
        S.kk = kk - 1;
        err_knew = err_km1;
      otherwise
        err_knew = err_k;
    end
    S.eta = 1;
    tmp = (2 * err_knew + 0.0001) ^ (-1 / (S.kk + 1));
    if (tmp >= 2)
      S.eta = min (tmp, 2);
      S.eta = S.eta / max (1, S.eta * abs (S.hh) * S.hmax_inv);
    elseif (tmp <= 1)
      S.eta = max (min (tmp, 0.9), 0.5);
    end
    S.hh = S.hh * S.eta;
  end
  ku = S.kused;
  if (ku < S.maxord)
    S.phi(:, ku+2) = S.ee;
  end
  S.phi(:, ku+1) = S.phi(:, ku+1) + S.ee;
  for j = ku-1:-1:0
    S.phi(:, j+1) = S.phi(:, j+1) + S.phi(:, j+2);
  end
end

function [y, yp] = ida_solution (S, t)
% y and y' at t from the interpolating polynomial of the last step
% (IDAGetSolution).
  kord = max (S.kused, 1);
  delt = t - S.tn;
  c = 1;
  d = 0;
  gam = delt / S.psi(1);
  y = S.phi(:, 1);
  yp = zeros (S.n, 1);
  for j = 1:kord
    d = d * gam + c / S.psi(j);
    c = c * gam;
    gam = (delt + S.psi(j)) / S.psi(j+1);
    y = y + c * S.phi(:, j+1);
    yp = yp + d * S.phi(:, j+1);
  end
end

function y = ida_dky0 (S, t)
% y at t from the interpolating polynomial (IDAGetDky, k = 0).
  delt = t - S.tn;
  c = 1;
  psij_1 = 0;
  y = S.phi(:, 1);
  for j = 1:S.kused
    c = c * (delt + psij_1) / S.psi(j);
    psij_1 = S.psi(j);
    y = y + c * S.phi(:, j+1);
  end
end

function [y, yp] = ida_dky01 (S, t)
% y and y' at t (IDAGetDky, k = 0 and 1).
  y = ida_dky0 (S, t);
  delt = t - S.tn;
  ku = S.kused;
  c0 = zeros (1, ku + 1);
  c0(1) = 1;
  psij_1 = 0;
  for j = 1:ku
    c0(j+1) = c0(j) * (delt + psij_1) / S.psi(j);
    psij_1 = S.psi(j);
  end
  c1 = zeros (1, ku + 1);
  c1(2) = c0(1) * 1 / S.psi(1);
  psij_1 = S.psi(1);
  for j = 2:ku
    c1(j+1) = (c0(j) + c1(j) * (delt + psij_1)) / S.psi(j);
    psij_1 = S.psi(j);
  end
  yp = zeros (S.n, 1);
  for j = 1:ku
    yp = yp + c1(j+1) * S.phi(:, j+1);
  end
end

% ---- output and events, as Octave's __ode15__ handles them ----

function stop = output_call (o, t, y, flag)
  if (! isempty (o.OutputSel))
    y = y(o.OutputSel);
  end
  stop = false;
  if (isempty (flag))
    stop = logical (feval (o.OutputFcn, t, y, flag));
  else
    feval (o.OutputFcn, t, y, flag);
  end
end

function [ev, stop] = event_check (ev, o, t, y, yp, cont)
% Events between the last point and this one, where a value crossed or
% left zero in the direction asked for, at the straight line's zero.  The
% first step registers only its first event and never stops.
  stop = false;
  if (o.event_args == 2)
    args = {t, y};
  else
    args = {t, y, yp};
  end
  [val, isterminal, direction] = feval (o.Events, args{:});
  val = val(:);
  isterminal = isterminal(:);
  direction = direction(:);
  if (isempty (ev))
    ev = struct ('val', val, 't', t, 'y', y, 'te', [], 'ye', [], 'ie', []);
    return;
  end
  old = ev.val;
  up = direction != -1 & ((val >= 0 & old < 0) | (val > 0 & old <= 0));
  down = direction != 1 & ((val <= 0 & old > 0) | (val < 0 & old >= 0));
  idx = find (up | down);
  if (cont == 1 && ! isempty (idx))
    idx = idx(1);
  elseif (! isempty (idx))
    stop = any (isterminal(idx) == 1);
  end
  for i = idx(:).'
    tcross = t - val(i) * (t - ev.t) / (val(i) - old(i));
    ycross = y - (t - tcross) * (y - ev.y) / (t - ev.t);
    if (cont == 1)
      ev.te = tcross;
      ev.ye = ycross.';
      ev.ie = i;
    else
      ev.te(end+1, 1) = tcross;
      ev.ye(end+1, :) = ycross.';
      ev.ie(end+1, 1) = i;
    end
  end
  ev.val = val;
  ev.t = t;
  ev.y = y;
end
