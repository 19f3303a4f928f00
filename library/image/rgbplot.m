function h = rgbplot (cmap, style)
  % RGBPLOT  Plot the red, green and blue components of a colormap.
  %   rgbplot (cmap): three lines, red, green and blue, against the color index.
  %   rgbplot (cmap, "composite"): the colormap as one row of an image.
  %   h = rgbplot (...) returns the handles.
  if (nargin < 2)
    style = "profile";
  end
  if (nargin < 1)
    print_usage ();
  end
  if (! iscolormap (cmap))
    error ("rgbplot: CMAP must be a valid colormap");
  elseif (! ischar (style))
    error ("rgbplot: STYLE must be a string");
  end
  x = 1:rows (cmap);
  switch (lower (style))
    case "profile"
      hh = plot (x, cmap(:,1), "r", x, cmap(:,2), "g", x, cmap(:,3), "b");
      set (gca (), "ytick", 0:0.1:1, "xlim", [0 rows(cmap)]);
    case "composite"
      hh = image (x);
      set (gca (), "ytick", []);
      colormap (cmap);
    otherwise
      error ("rgbplot: unknown STYLE '%s'", style);
  end
  xlabel ("color index");
  if (nargout > 0)
    h = hh;
  end
end
