function h = ezpolar (varargin)
  % EZPOLAR  The polar curve rho = f(theta): ezpolar (f), ezpolar (f, dom)
  %   (theta in [0 2*pi]), ezpolar (..., n) (500 points), ezpolar (ax, ...).
  [ax, args] = plot_axes_arg ("ezpolar", varargin);
  if (isempty (args))
    print_usage ();
  end
  [fn, text] = ez_fun ("ezpolar", args{1});
  dom = [0 2*pi];
  n = 500;
  for k = 2:numel (args)
    a = args{k};
    if (isnumeric (a) && numel (a) == 2)
      dom = a;
    elseif (isnumeric (a) && isscalar (a))
      n = a;
    end
  end
  t = linspace (dom(1), dom(2), n);
  r = fn (t);
  if (isscalar (r))
    r = r * ones (size (t));
  end
  ax = plot_target (ax);
  hh = polar (ax, t, r);
  title (ax, sprintf ("r = %s", text));
  if (nargout > 0)
    h = hh;
  end
end
