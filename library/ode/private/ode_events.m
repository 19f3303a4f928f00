function [ev, stop] = ode_events (ev, fcn, t, y, args)
% Event detection between the points the solver returns.  With EV empty,
% starts: records the event function's values at (T, Y).  Otherwise
% evaluates [value, isterminal, direction] = FCN (T, Y, ARGS{:}) and, where
% a value changed sign since the last point in the direction asked for,
% records the first such event at the time and state where the straight
% line between the two points crosses zero.  STOP is true when a recorded
% event is terminal, except at the first point after the start.

  stop = false;
  if (iscell (y))
    inputs = {t, y{1}, y{2}};
    y = y{1};
  else
    inputs = {t, y};
  end
  if (isempty (ev))
    [value, ~, ~] = fcn (inputs{:}, args{:});
    ev = struct ('vold', value(:).', 'told', t, 'yold', y, 'first', true, ...
                 'te', [], 'ye', [], 'ie', []);
    return;
  end
  [value, terminal, direction] = fcn (inputs{:}, args{:});
  value = value(:).';
  terminal = terminal(:).';
  direction = direction(:).';
  changed = sign (ev.vold) != sign (value);
  hit = find (changed & (direction == 0 | direction == sign (value)));
  if (! isempty (hit))
    stop = ! ev.first && any (terminal(hit));
    i = hit(1);
    te = t - value(i) * (t - ev.told) / (value(i) - ev.vold(i));
    ye = (y - (t - te) * (y - ev.yold) / (t - ev.told)).';
    ev.ie(end+1, 1) = i;
    ev.te(end+1, 1) = te;
    ev.ye(end+1, :) = ye;
  end
  ev.first = false;
  ev.vold = value;
  ev.told = t;
  ev.yold = y;
end
