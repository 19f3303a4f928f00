function h = ezsurfc (varargin)
  % EZSURFC  surfc of a function of two variables: ezsurfc (f), ezsurfc (f, dom),
  %   ezsurfc (..., n), ezsurfc (ax, ...). f is text, an inline function or a
  %   handle; dom [-2*pi 2*pi] for both or [xmin xmax ymin ymax]; n-by-n
  %   points (60). The title is f's text.
  [ax, fn, text, x, y, z] = ez_grid ("ezsurfc", varargin);
  hh = surfc (ax, x, y, z);
  title (ax, text);
  if (nargout > 0)
    h = hh;
  end
end
