function g = volume_grid (caller, name, g, sz, dim)
% G = volume_grid (CALLER, NAME, G, SZ, DIM): the grid coordinate along
% DIM of a volume of size SZ as an array of that size, from an array, a
% vector along DIM or [] (the indices); NAME names it in CALLER's error.
  if (isempty (g))
    g = 1:sz(dim);
  end
  if (isvector (g) && numel (g) == sz(dim))
    shape = ones (1, 3);
    shape(dim) = sz(dim);
    reps = sz;
    reps(dim) = 1;
    g = repmat (reshape (g, shape), reps);
  elseif (! size_equal (g, zeros (sz)))
    error ('%s: %s must match the size of V', caller, name);
  end
end
