function h = ezcontour (varargin)
  % EZCONTOUR  contour of a function of two variables: ezcontour (f), ezcontour (f, dom),
  %   ezcontour (..., n), ezcontour (ax, ...). f is text, an inline function or a
  %   handle; dom [-2*pi 2*pi] for both or [xmin xmax ymin ymax]; n-by-n
  %   points (60). The title is f's text.
  [ax, fn, text, x, y, z] = ez_grid ("ezcontour", varargin);
  [~, hh] = contour (ax, x, y, z);
  title (ax, text);
  if (nargout > 0)
    h = hh;
  end
end
