function varargout = gtext (varargin)
  % GTEXT  Text placed with the mouse: not available, because matc's figures are
  %   headless (no window is shown, so nothing can be clicked). Always an error.
  error ("gtext: matc's figures are headless: there is no window to click in");
end
