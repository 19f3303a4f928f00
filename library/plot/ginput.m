function varargout = ginput (varargin)
  % GINPUT  Points picked with the mouse: not available, because matc's figures are
  %   headless (no window is shown, so nothing can be clicked). Always an error.
  error ("ginput: matc's figures are headless: there is no window to click in");
end
