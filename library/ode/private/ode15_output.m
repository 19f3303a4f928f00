function out = ode15_output (solver, nout, t, y, te, ye, ie, have_events)
% The outputs of ode15s and ode15i: [t, y], [t, y, te, ye, ie] or the
% solution structure.
  if (nout == 1)
    s.x = t.';
    s.y = y.';
    s.solver = solver;
    if (have_events)
      s.xe = te.';
      s.ye = ye.';
      s.ie = ie.';
    end
    out = {s};
  elseif (nout == 2)
    out = {t, y};
  else
    out = {t, y, [], [], []};
    if (have_events)
      out(3:5) = {te, ye, ie};
    end
  end
end
