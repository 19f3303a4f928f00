function [x, map] = frame2im (frame)
  % FRAME2IM  The image of a movie frame (a struct with fields cdata and
  %   colormap, as getframe makes): [x, map] = frame2im (frame).
  if (nargin != 1)
    print_usage ();
  end
  if (! all (isfield (frame, {"cdata", "colormap"})))
    error ("frame2im: F is not a valid movie frame");
  end
  if (numel (frame) == 1)
    x = frame.cdata;
  elseif (nargout > 1)
    error ("frame2im: MAP output is only available for a single frame");
  else
    x = cat (4, frame.cdata);
  end
  map = frame.colormap;
end
