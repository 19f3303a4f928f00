function [Y, newmap] = cmpermute (X, map, index)
  % CMPERMUTE  Reorder a colormap and renumber the indexed image with it:
  %   [Y, newmap] = cmpermute (X, map), cmpermute (X, map, index).
  %   newmap = map(index,:) (a random order without index); Y shows the
  %   same colors as X, and has X's class.
  if (nargin < 2 || nargin > 3)
    print_usage ();
  end
  if (! iscolormap (map))
    error ("cmpermute: MAP must be a valid colormap");
  end
  n = rows (map);
  if (nargin == 2)
    index = randperm (n);
  elseif (! isvector (index) || numel (index) != n || ! isequal (sort (index(:))', 1:n))
    error ("cmpermute: invalid argument INDEX");
  end
  newmap = map(index,:);
  where = zeros (1, n);
  where(index) = 1:n;
  if (isinteger (X))
    Y = cast (where(double (X) + 1) - 1, class (X));
  else
    Y = reshape (where(X), size (X));
    Y = cast (Y, class (X));
  end
  Y = reshape (Y, size (X));
end
