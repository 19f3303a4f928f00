function stop = odeplot (t, y, flag)
% -- STOP_SOLVE = odeplot (T, Y, FLAG)
%     An output function for the ODE solvers (the OutputFcn option, and
%     the default when a solver is called without outputs): plots each
%     component of the solution against time in a new figure as the
%     solver computes it.
%
%     The solver calls it with FLAG "init" (T the time span, Y the initial
%     value), then with FLAG empty at each new point, then with FLAG
%     "done".  It never asks the solver to stop (STOP_SOLVE is false).
%
%     See also: odeset, ode45, ode23, ode23s, ode15s, ode15i.

  persistent lines times values;
  stop = false;
  if (nargin < 3 || isempty (flag))
    times = [times; t(:)];
    values = [values, y];
    for i = 1:numel (lines)
      set (lines(i), 'xdata', times, 'ydata', values(i, :));
    end
    drawnow ();
  elseif (strcmp (flag, 'init'))
    times = t(1);
    values = y(:);
    figure ();
    % One line per component (each starting as its first point twice).
    lines = plot ([times; times], [values.'; values.'], 'o-');
    xlim ([t(1), t(end)]);
  elseif (strcmp (flag, 'done'))
    lines = [];
    times = [];
    values = [];
  end
end
