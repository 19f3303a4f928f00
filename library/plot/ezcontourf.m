function h = ezcontourf (varargin)
  % EZCONTOURF  contourf of a function of two variables: ezcontourf (f), ezcontourf (f, dom),
  %   ezcontourf (..., n), ezcontourf (ax, ...). f is text, an inline function or a
  %   handle; dom [-2*pi 2*pi] for both or [xmin xmax ymin ymax]; n-by-n
  %   points (60). The title is f's text.
  [ax, fn, text, x, y, z] = ez_grid ("ezcontourf", varargin);
  [~, hh] = contourf (ax, x, y, z);
  title (ax, text);
  if (nargout > 0)
    h = hh;
  end
end
