function h = ezplot (varargin)
  % EZPLOT  Plot a function given as text, inline function or handle.
  %   ezplot (f): y = f(x) over [-2*pi 2*pi]; ezplot (f) with f of two
  %   variables: the curve f(x, y) = 0; ezplot (fx, fy): the curve
  %   (fx(t), fy(t)) for t in [0 2*pi]; ezplot (..., dom), ezplot (..., n)
  %   (500 points), ezplot (ax, ...). The title is the function's text.
  [ax, args] = plot_axes_arg ("ezplot", varargin);
  if (isempty (args))
    print_usage ();
  end
  [fn, text, nvars] = ez_fun ("ezplot", args{1});
  rest = args(2:end);
  param = ! isempty (rest) && (ischar (rest{1}) || isa (rest{1}, "function_handle") ...
                               || isa (rest{1}, "inline"));
  if (param)
    [gn, gtext] = ez_fun ("ezplot", rest{1});
    rest = rest(2:end);
    dom = [0 2*pi];
  else
    dom = [-2*pi 2*pi];
  end
  n = 500;
  for k = 1:numel (rest)
    a = rest{k};
    if (isnumeric (a) && any (numel (a) == [2 4]))
      dom = a;
    elseif (isnumeric (a) && isscalar (a))
      n = a;
    end
  end
  ax = plot_target (ax);
  if (param)
    t = linspace (dom(1), dom(2), n);
    hh = plot (ax, fill_scalar (fn (t), t), fill_scalar (gn (t), t));
    title (ax, sprintf ("x = %s, y = %s", text, gtext));
  elseif (nvars == 2)
    if (numel (dom) == 2)
      dom = [dom dom];
    end
    [x, y] = meshgrid (linspace (dom(1), dom(2), 60), linspace (dom(3), dom(4), 60));
    [~, hh] = contour (ax, x, y, fn (x, y), [0 0]);
    title (ax, sprintf ("%s = 0", text));
  else
    x = linspace (dom(1), dom(2), n);
    hh = plot (ax, x, fill_scalar (fn (x), x));
    title (ax, text);
  end
  if (nargout > 0)
    h = hh;
  end
end

function y = fill_scalar (y, x)
  % A constant function's one value, once per point.
  if (isscalar (y))
    y = y * ones (size (x));
  end
end
