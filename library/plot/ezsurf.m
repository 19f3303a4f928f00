function h = ezsurf (varargin)
  % EZSURF  surf of a function of two variables: ezsurf (f), ezsurf (f, dom),
  %   ezsurf (..., n), ezsurf (ax, ...). f is text, an inline function or a
  %   handle; dom [-2*pi 2*pi] for both or [xmin xmax ymin ymax]; n-by-n
  %   points (60). The title is f's text.
  [ax, fn, text, x, y, z] = ez_grid ("ezsurf", varargin);
  hh = surf (ax, x, y, z);
  title (ax, text);
  if (nargout > 0)
    h = hh;
  end
end
