function I = ind2gray (x, map)
  % IND2GRAY  Convert an indexed image to a grayscale intensity image.
  %   I = ind2gray (x, map): the luminance of each pixel's color (as rgb2gray
  %   weighs red, green and blue), in the class of x (integer classes scaled).
  if (nargin != 2)
    print_usage ();
  end
  idx = indexed_colors ("ind2gray", x, map);
  y = rgb2gray (map);
  I = reshape (y(idx(:)), size (idx));
  switch (class (x))
    case {"double", "logical"}
    case "single"
      I = single (I);
    otherwise
      I = cast (I * double (intmax (class (x))), class (x));
  end
end
