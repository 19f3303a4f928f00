function h = ezplot3 (varargin)
  % EZPLOT3  The space curve (fx(t), fy(t), fz(t)): ezplot3 (fx, fy, fz),
  %   ezplot3 (..., dom) (t in [0 2*pi]), ezplot3 (..., n) (500 points),
  %   ezplot3 (..., "animate"), ezplot3 (ax, ...).
  [ax, args] = plot_axes_arg ("ezplot3", varargin);
  if (numel (args) < 3)
    print_usage ();
  end
  [fx, tx] = ez_fun ("ezplot3", args{1});
  [fy, ty] = ez_fun ("ezplot3", args{2});
  [fz, tz] = ez_fun ("ezplot3", args{3});
  dom = [0 2*pi];
  n = 500;
  for k = 4:numel (args)
    a = args{k};
    if (isnumeric (a) && numel (a) == 2)
      dom = a;
    elseif (isnumeric (a) && isscalar (a))
      n = a;
    end
  end
  t = linspace (dom(1), dom(2), n);
  ax = plot_target (ax);
  one = @(v) v .* ones (size (t));
  hh = plot3 (ax, one (fx (t)), one (fy (t)), one (fz (t)));
  title (ax, sprintf ("x = %s, y = %s, z = %s", tx, ty, tz));
  if (nargout > 0)
    h = hh;
  end
end
