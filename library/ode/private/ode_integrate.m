function sol = ode_integrate (stepper, order, f, tspan, x0, o)
% Integrates from TSPAN(1) to TSPAN(end) with the embedded pair STEPPER of
% order ORDER, controlling the local error of each step (Hairer, Norsett
% and Wanner, "Solving Ordinary Differential Equations I", II.4): a step
% is accepted when its error norm is at most 1, and the next step is the
% last one times 0.38^(1/(ORDER+1)) * err^(-1/(ORDER+1)), kept within
% [0.8, 1.5] times the last and below MaxStep.  Time advances by
% compensated (Kahan) summation.
%
% With two times in TSPAN the solution is returned at every step; with
% more, at the times of TSPAN only, interpolated inside the steps.
% Events are located by linear interpolation between the points where
% the solution is returned; OutputFcn sees Refine points per step.
%
% SOL: t (column), x (a row per time), nsteps, ncycles (steps tried), and
% te, ye, ie (the events found).

  fixed_times = numel (tspan) > 2;
  args = o.funarguments;
  dir = o.direction;
  tend = tspan(end);
  t = tspan(1);
  x = x0(:);
  t_old = t;
  x_old = x;
  dt = dir * min (abs (o.InitialStep), o.MaxStep);
  comp = 0;
  fac = 0.38 ^ (1 / (order + 1));
  normcontrol = strcmp (o.NormControl, 'on');

  if (o.haveoutputfunction)
    if (isempty (o.OutputSel))
      feval (o.OutputFcn, tspan, x, 'init', args{:});
    else
      feval (o.OutputFcn, tspan, x(o.OutputSel, end), 'init', args{:});
    end
  end
  have_events = ! isempty (o.Events);
  ev = [];
  if (have_events)
    ev = ode_events ([], o.Events, tspan(1), x, args);
  end

  nsteps = 0;
  ncycles = 0;
  rejected = 0;
  interrupted = false;
  k_old = [];
  iout = 1;
  istep = 1;
  while (dir * t_old < dir * tend)
    [t_new, comp] = kahan_add (t_old, comp, dt);
    [x_new, x_est, k_new] = stepper (f, t_old, x_old, dt, t_new, last_stage (k_old), o);
    ncycles = ncycles + 1;
    if (o.havenonnegative)
      x_new(o.NonNegative) = abs (x_new(o.NonNegative));
      x_est(o.NonNegative) = abs (x_est(o.NonNegative));
    end
    err = ode_errnorm (x_new, x_old, o.AbsTol, o.RelTol, normcontrol, x_est);
    if (err <= 1)
      nsteps = nsteps + 1;
      rejected = 0;
      if (fixed_times)
        later = dir * tspan(iout:end);
        caught = find (later > dir * t_old & later <= dir * t_new) + iout - 1;
        if (! isempty (caught))
          t(caught) = tspan(caught);
          iout = max (caught);
          x(:, caught) = ode_dense (order, t_old, t_new, x_old, x_new, t(caught), k_new);
          istep = istep + 1;
          if (have_events)
            stop = false;
            for id = caught(:).'
              [ev, stop] = ode_events (ev, o.Events, t(id), x(:, id), args);
              if (stop)
                t = t(1:id);
                x = x(:, 1:id);
                t(id) = ev.te(end);
                x(:, id) = ev.ye(end, :).';
                break;
              end
            end
            if (stop)
              interrupted = true;
              break;
            end
          end
          if (o.haveoutputfunction)
            at = [t_old, t(caught(:).'), t_new];
            values = [x_old, x(:, caught), x_new];
            if (output_step (o, t_old, t_new, at, values))
              interrupted = true;
              break;
            end
          end
        end
      else
        istep = istep + 1;
        t(istep) = t_new;
        x(:, istep) = x_new;
        iout = istep;
        if (have_events)
          [ev, stop] = ode_events (ev, o.Events, t(istep), x(:, istep), args);
          if (stop)
            t(istep) = ev.te(end);
            x(:, istep) = ev.ye(end, :).';
            interrupted = true;
            break;
          end
        end
        if (o.haveoutputfunction)
          if (output_step (o, t_old, t_new, [t_old, t_new], [x_old, x_new]))
            interrupted = true;
            break;
          end
        end
      end
      t_old = t_new;
      x_old = x_new;
      k_old = k_new;
    else
      rejected = rejected + 1;
      if (rejected >= 5000)
        error (['integrate_adaptive: Solving was not successful. ', ...
                ' The iterative integration loop exited at time', ...
                ' t = %f before the endpoint at tend = %f was reached. ', ...
                ' This happened because the iterative integration loop', ...
                ' did not find a valid solution at this time stamp. ', ...
                ' Try to reduce the value of ''InitialStep'' and/or', ...
                ' ''MaxStep'' with the command ''odeset''.\n'], t_old, tend);
      end
    end

    err = err + eps;
    dt = dt * min (1.5, max (0.8, fac * (1 / err) ^ (1 / (order + 1))));
    dt = dir * min (abs (dt), o.MaxStep);
    if (! (abs (dt) > eps (t(end))))
      break;
    end
    dt = dir * min (abs (dt), abs (tend - t_old));
  end

  if (dir * t(end) < dir * tend)
    if (! interrupted)
      warning ('integrate_adaptive:unexpected_termination', ...
               [' Solving was not successful. ', ...
                ' The iterative integration loop exited at time', ...
                ' t = %f before the endpoint at tend = %f was reached. ', ...
                ' This may happen if the stepsize becomes too small. ', ...
                ' Try to reduce the value of ''InitialStep''', ...
                ' and/or ''MaxStep'' with the command ''odeset''.'], t(end), tend);
    else
      warning ('integrate_adaptive:unexpected_termination', ...
               ['Solver was stopped by a call of ''break''', ...
                ' in the main iteration loop at time', ...
                ' t = %f before the endpoint at tend = %f was reached. ', ...
                ' This may happen because the @odeplot function', ...
                ' returned ''true'' or the @event function returned ''true''.'], ...
               t(end), tend);
    end
  end

  sol.t = t(:);
  sol.x = x.';
  sol.nsteps = nsteps;
  sol.ncycles = ncycles;
  sol.te = [];
  sol.ye = [];
  sol.ie = [];
  if (have_events)
    sol.te = ev.te;
    sol.ye = ev.ye;
    sol.ie = ev.ie;
  end
end

function k = last_stage (k)
  if (! isempty (k))
    k = k(:, end);
  end
end

function [s, comp] = kahan_add (s, comp, term)
% s + term with the rounding error of earlier sums carried in COMP.
  y = term - comp;
  r = s + y;
  comp = (r - s) - y;
  s = r;
end

function stop = output_step (o, t_old, t_new, at, values)
% Calls OutputFcn at Refine + 1 equally spaced times of the step, values
% interpolated linearly between the points AT; true when it asks to stop.
  n = 1;
  if (! isempty (o.Refine))
    n = o.Refine;
  end
  times = linspace (t_old, t_new, n + 1);
  v = interp1 (at, values.', times, 'linear').';
  if (isvector (v) && ! isscalar (times))
    v = v.';
  end
  if (! isempty (o.OutputSel))
    v = v(o.OutputSel, :);
  end
  stop = false;
  for i = 1:numel (times)
    stop = feval (o.OutputFcn, times(i), v(:, i), [], o.funarguments{:});
    if (stop)
      return;
    end
  end
end
