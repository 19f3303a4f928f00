function [X, Y] = fplot (varargin)
  % FPLOT  Plot a function over an interval, sampling it where it bends.
  %   fplot (fn), fplot (fn, limits), fplot (..., tol), fplot (..., n),
  %   fplot (..., fmt), fplot (ax, ...), [x, y] = fplot (...) (no plot).
  %   fn is a handle or the text of an expression in x; limits [xlo xhi]
  %   (default [-5 5]) or [xlo xhi ylo yhi]. Starting from n points (5),
  %   the number of intervals doubles until the values at the new points
  %   differ from the straight lines through the old ones by less than
  %   tol (2e-3) of the range of the values.
  [ax, args] = plot_axes_arg ("fplot", varargin);
  if (isempty (args))
    print_usage ();
  end
  fn = args{1};
  if (ischar (fn))
    fn = ez_fun ("fplot", fn);
  elseif (isa (fn, "inline"))
    fn = ez_fun ("fplot", fn);
  elseif (! isa (fn, "function_handle"))
    error ("fplot: FN must be a function handle, inline function, or string");
  end
  limits = [-5 5];
  tol = 2e-3;
  n = 5;
  fmt = {};
  for k = 2:numel (args)
    a = args{k};
    if (ischar (a))
      fmt{end+1} = a;
    elseif (isnumeric (a) && any (numel (a) == [2 4]))
      limits = a;
    elseif (isnumeric (a) && isscalar (a) && a < 1)
      tol = a;
    elseif (isnumeric (a) && isscalar (a))
      n = a;
    else
      error ("fplot: bad input in position %d", k);
    end
  end
  x = linspace (limits(1), limits(2), n)';
  y = evaluate (fn, x);
  while (numel (x) < 2^18)
    xm = (x(1:end-1) + x(2:end)) / 2;
    ym = evaluate (fn, xm);
    yl = (y(1:end-1,:) + y(2:end,:)) / 2;
    scale = max (abs (y(:)));
    if (! isfinite (scale) || scale == 0)
      scale = 1;
    end
    err = max (abs (ym(:) - yl(:))) / scale;
    xx = zeros (2 * numel (x) - 1, 1);
    yy = zeros (rows (xx), columns (y));
    xx(1:2:end) = x;  xx(2:2:end) = xm;
    yy(1:2:end,:) = y;  yy(2:2:end,:) = ym;
    x = xx;  y = yy;
    if (! (err >= tol))
      break;
    end
  end
  if (nargout == 2)
    X = x;  Y = y;
    return;
  end
  ax = plot_target (ax);
  plot (ax, x, y, fmt{:});
  if (numel (limits) == 4)
    axis (ax, limits);
  else
    xlim (ax, limits);
  end
  if (nargout == 1)
    X = ax;
  end
end

function y = evaluate (fn, x)
  % The values of fn at the column x, one column per output of fn.
  y = fn (x);
  if (numel (y) != numel (x) && rows (y) != numel (x))
    y = arrayfun (fn, x);
  end
  if (rows (y) != numel (x))
    y = y(:);
  end
end
