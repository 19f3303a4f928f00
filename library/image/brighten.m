function rmap = brighten (arg1, beta)
  % BRIGHTEN  Brighten (beta > 0) or darken (beta < 0) a colormap.
  %   map = brighten (beta) / brighten (map, beta) / brighten (h, beta): the
  %   colormap raised to the power 1 - beta (beta > 0) or 1 / (1 + beta).
  %   Without an output the figure's colormap is changed.
  if (nargin < 1)
    print_usage ();
  end
  h = [];
  if (nargin == 1)
    beta = arg1;
    m = colormap ();
  elseif (isscalar (arg1) && ishghandle (arg1))
    h = arg1;
    m = get (h, "colormap");
  elseif (iscolormap (arg1))
    m = arg1;
  else
    error ("brighten: first argument must be a colormap or a graphics handle");
  end
  if (! isscalar (beta) || beta <= -1 || beta >= 1)
    error ("brighten: BETA must be a scalar in the range (-1,1)");
  end
  if (beta > 0)
    g = 1 - beta;
  else
    g = 1 / (1 + beta);
  end
  if (nargout == 0)
    if (! isempty (h))
      set (h, "colormap", m .^ g);
    else
      colormap (m .^ g);
    end
  else
    rmap = m .^ g;
  end
end
