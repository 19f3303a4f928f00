function h = waterfall (varargin)
  % WATERFALL  A mesh of z drawn as the lines of its rows only, each closed
  %   down to min (z(:)) like meshz's curtain. waterfall (z),
  %   waterfall (x, y, z), waterfall (..., c), waterfall (ax, ...).
  hh = meshz (varargin{:});
  set (hh, "meshstyle", "row");
  if (nargout > 0)
    h = hh;
  end
end
