function [R, G, B] = ind2rgb (x, map)
  % IND2RGB  Convert an indexed image to a truecolor (RGB) image.
  %   rgb = ind2rgb (x, map) is size (x)-by-3 (class double): row x(i) of map
  %   for each pixel (x counts from 1, or from 0 when it is an integer class).
  %   [R, G, B] = ind2rgb (x, map) gives the three planes apart.
  if (nargin != 2)
    print_usage ();
  end
  idx = indexed_colors ("ind2rgb", x, map);
  sz = size (idx);
  r = reshape (map(idx(:), 1), sz);
  g = reshape (map(idx(:), 2), sz);
  b = reshape (map(idx(:), 3), sz);
  if (nargout <= 1)
    R = cat (3, r, g, b);
    if (numel (sz) == 4)
      R = reshape (R, [sz(1:2) 3 sz(4)]);
    end
  else
    R = r;  G = g;  B = b;
  end
end
