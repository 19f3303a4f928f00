function [ax, fn, text, x, y, z] = ez_grid (caller, args)
  % The surface an ez* function of two variables shows: f (x, y) over
  % dom ([-2*pi 2*pi] or [xmin xmax ymin ymax]) on an n-by-n grid (60).
  [ax, args] = plot_axes_arg (caller, args);
  if (isempty (args))
    error ("Octave:invalid-fun-call", "Invalid call to %s", caller);
  end
  [fn, text, nvars] = ez_fun (caller, args{1});
  if (nvars > 2)
    error ("%s: F must be a function of at most two variables", caller);
  end
  dom = [-2*pi 2*pi];
  n = 60;
  for k = 2:numel (args)
    a = args{k};
    if (isnumeric (a) && any (numel (a) == [2 4]))
      dom = a;
    elseif (isnumeric (a) && isscalar (a))
      n = a;
    end
  end
  if (numel (dom) == 2)
    dom = [dom dom];
  end
  [x, y] = meshgrid (linspace (dom(1), dom(2), n), linspace (dom(3), dom(4), n));
  if (nvars == 2)
    z = fn (x, y);
  else
    z = fn (x);
  end
  if (isscalar (z))
    z = z * ones (size (x));
  end
  ax = plot_target (ax);
end
