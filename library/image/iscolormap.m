function tf = iscolormap (cmap)
  % ISCOLORMAP  True for a valid colormap: a real floating-point N-by-3 matrix.
  %   tf = iscolormap (cmap)
  if (nargin < 1)
    print_usage ();
  end
  tf = isnumeric (cmap) && isreal (cmap) && isfloat (cmap) ...
       && ndims (cmap) == 2 && size (cmap, 2) == 3;
end
