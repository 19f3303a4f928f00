function [Y, newmap] = cmunique (X, map)
  % CMUNIQUE  An indexed image and the colormap of exactly its colors,
  %   sorted (as unique (..., "rows") sorts): [Y, newmap] = cmunique (X,
  %   map) for an indexed image, cmunique (RGB) for a truecolor one,
  %   cmunique (I) for an intensity one (its gray levels). Y is uint8
  %   (0-based) when newmap has at most 256 colors, else double (1-based).
  if (nargin < 1 || nargin > 2)
    print_usage ();
  end
  if (nargin == 2)
    if (! iscolormap (map))
      error ("cmunique: MAP must be a valid colormap");
    end
    idx = double (X);
    if (isinteger (X))
      idx = idx + 1;
    end
    colors = map(idx(:),:);
    sz = size (X);
  elseif (ndims (X) == 3 && size (X, 3) == 3)
    sz = [size(X, 1), size(X, 2)];
    colors = im2double (reshape (X, prod (sz), 3));
  else
    sz = size (X);
    v = im2double (X(:));
    colors = [v v v];
  end
  [newmap, ~, j] = unique (colors, "rows");
  if (rows (newmap) <= 256)
    Y = reshape (uint8 (j - 1), sz);
  else
    Y = reshape (j, sz);
  end
end
