function frame = im2frame (x, map)
  % IM2FRAME  A movie frame (struct with cdata and colormap) from a
  %   truecolor image x (H-by-W-by-3, or frames along the 4th dimension)
  %   or an indexed image x with its colormap: im2frame (x), im2frame (x, map).
  if (nargin < 1 || nargin > 2)
    print_usage ();
  end
  if (nargin == 1)
    map = [];
    if (size (x, 3) != 3)
      error ("im2frame: X must be a truecolor image (an indexed one needs MAP)");
    end
  elseif (size (x, 3) != 1)
    error ("im2frame: an indexed image X must have one channel");
  elseif (! iscolormap (map))
    error ("im2frame: MAP must be a valid colormap");
  elseif (isinteger (x))
    % Integer indices count from 0; the frame's count from 1, as Octave keeps them.
    x = x + 1;
  end
  n = size (x, 4);
  frame = struct ("cdata", cell (1, n), "colormap", map);
  for k = 1:n
    frame(k).cdata = x(:,:,:,k);
  end
end
