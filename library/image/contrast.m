function cmap = contrast (x, n)
  % CONTRAST  A gray colormap that spreads the values of image x over its n colors.
  %   cmap = contrast (x, n): n defaults to the current figure's colormap length (64).
  %   The distinct levels x takes when scaled to 0..n become the map's gray
  %   values, spaced evenly from 0 to 1.
  if (nargin < 1)
    print_usage ();
  end
  if (nargin == 1)
    if (isempty (get (0, "currentfigure")))
      n = 64;
    else
      n = rows (colormap ());
    end
  elseif (! isscalar (n))
    error ("contrast: N must be a scalar");
  end
  n = double (n);
  x = double (x(:));
  lo = min (x);
  levels = round (n * (x - lo) ./ (max (x) - lo));
  % Indices where the sorted run of levels and 0..n moves to a new value.
  steps = find (diff (sort ([levels; (0:n)'])));
  steps = (steps - min (steps)) ./ (max (steps) - min (steps));
  cmap = [steps, steps, steps];
end
