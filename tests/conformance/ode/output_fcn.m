% OutputFcn with Refine, OutputSel and a stop.
function output_fcn ()
  [t, y] = ode45 (@(t, y) [y(2); -y(1)], [0 1], [1; 0], ...
                  odeset ('OutputFcn', @show, 'Refine', 2, 'OutputSel', 2));
  printf ('%d points\n', numel (t));
  [t, y] = ode23 (@(t, y) -y, [0 10], 1, odeset ('OutputFcn', @stop_late));
  printf ('stopped at %.4f\n', t(end));
end

function stop = show (t, y, flag)
  stop = false;
  if (isempty (flag))
    printf ('  %.4f %.4f\n', t, y);
  else
    printf ('%s: %s\n', flag, mat2str (size (y)));
  end
end

function stop = stop_late (t, y, flag)
  stop = isempty (flag) && t > 2;
end
