function [x, istate, msg] = lsode (fcn, x_0, t, t_crit)
% -- [X, ISTATE, MSG] = lsode (FCN, X_0, T)
% -- [X, ISTATE, MSG] = lsode (FCN, X_0, T, T_CRIT)
%     Solve the initial value problem dx/dt = FCN (x, t), x(T(1)) = X_0,
%     and return the solution at the times T: row i of X is x(T(i)).
%
%     FCN is a function handle, name or inline function of (x, t) (note
%     the order) returning a column; a cell {FCN, JAC} or a two-row char
%     matrix of names also gives the Jacobian JAC (x, t) = dFCN/dx.  T_CRIT
%     lists times the solver must not step past (it stops at each).
%     lsode_options sets the tolerances (1.49e-8 relative and absolute),
%     the step limits and the initial step.
%
%     The problem is solved by the variable-order (1 to 5) BDF method of
%     ode15s, a stiff method, whatever the "integration method" option
%     says (Octave uses ODEPACK's LSODE, with the same kind of method);
%     at the default tolerances the values agree with Octave's to the
%     digits it prints.
%
%     ISTATE is 2 on success, else negative (-1 too many steps, -2 too
%     much accuracy asked, -4 repeated error test failures, -5 repeated
%     convergence failures), and MSG says why.  Without ISTATE a failure
%     is an error.
%
%     See also: lsode_options, ode15s, ode45.

  if (nargin < 3)
    print_usage ();
  end
  % Function names are found where lsode is called, as Octave's
  % built-in finds them.
  if (ischar (fcn))
    names = cellstr (fcn);
    fcn = cell (1, numel (names));
    for k = 1:numel (names)
      if (isvarname (strtrim (names{k})))
        fcn{k} = evalin ('caller', ['@', strtrim(names{k})]);
      else
        fcn{k} = names{k};
      end
    end
    if (numel (fcn) == 1)
      fcn = fcn{1};
    end
  end
  [f, jac] = lsode_functions (fcn);
  x_0 = x_0(:);
  t = t(:);
  if (nargin < 4)
    t_crit = [];
  end
  n = numel (x_0);
  fx = f (x_0, t(1));
  if (numel (fx) != n)
    error ('lsode: inconsistent sizes for state and derivative vectors');
  end
  istate = 2;
  msg = 'successful exit';
  if (numel (t) < 2)
    x = x_0.';
    return;
  end
  o = solver_settings (lsode_options ());
  if (! isempty (jac))
    o.jac = @(tt, y, yp) deal (-jac (y, tt), eye (n));
  end
  res = @(tt, y, yp) yp - reshape (f (y, tt), [], 1);
  [x, ~, failed] = dae_at_times (res, x_0, reshape (fx, [], 1), t, t_crit, o, ...
                                 @(tt, y) f (y, tt));
  if (! isempty (failed))
    parts = strsplit (failed, ' ');
    at = str2double (parts{2});
    switch (parts{1})
      case 'mxstep'
        istate = -1;
        msg = sprintf ('excess work on this call (t = %g; perhaps wrong integration method)', at);
      case 'accuracy'
        istate = -2;
        msg = 'excess accuracy requested (tolerances too small)';
      case 'errtest'
        istate = -4;
        msg = sprintf ('repeated error test failures (t = %g; check all inputs)', at);
      otherwise
        istate = -5;
        msg = sprintf (['repeated convergence failures (t = %g; perhaps bad', ...
                        ' Jacobian supplied or wrong choice of integration method', ...
                        ' or tolerances)'], at);
    end
    if (nargout < 2)
      error ('lsode: %s', msg);
    end
    x = [];
  end
end

function [f, jac] = lsode_functions (fcn)
% The derivative function and the Jacobian ([] when not given).
  jac = [];
  if (iscell (fcn))
    if (numel (fcn) > 2 || isempty (fcn))
      error ('lsode: FCN name must be a string or function handle');
    end
    if (numel (fcn) == 2)
      jac = as_function (fcn{2});
    end
    f = as_function (fcn{1});
  else
    f = as_function (fcn);
  end
end

function f = as_function (f)
% An expression in x and t becomes a function of them.
  if (ischar (f))
    f = inline (f, 'x', 't');
  end
end
