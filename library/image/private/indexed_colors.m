function [idx, map] = indexed_colors (caller, x, map)
  % The 1-based row of MAP for each pixel of the indexed image X (integer
  % images count from 0), clamped to the rows of MAP with a warning.
  if (! (isnumeric (x) || islogical (x)) || issparse (x) || ! isreal (x) ...
      || ndims (x) > 4 || size (x, 3) != 1 ...
      || (isfloat (x) && any (x(:) != fix (x(:)))) ...
      || (isinteger (x) && intmin (class (x)) < 0))
    error ("%s: X must be an indexed image", caller);
  end
  if (! iscolormap (map) || any (map(:) < 0) || any (map(:) > 1))
    error ("%s: MAP must be a valid colormap", caller);
  end
  if (isinteger (x))
    idx = double (x) + 1;
  else
    idx = double (x);
  end
  n = rows (map);
  if (any (idx(:) < 1) || any (idx(:) > n))
    warning (["Octave:" caller ":invalid-idx-img"], ...
             "%s: X contains colors outside of colormap", caller);
    idx(idx < 1) = 1;
    idx(idx > n) = n;
  end
end
