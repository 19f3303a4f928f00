function [x, map] = gray2ind (I, n)
  % GRAY2IND  Convert a grayscale or binary image to an indexed image.
  %   [x, map] = gray2ind (I, n): x = round (I * (n - 1)) as uint8 (uint16
  %   when n > 256), map = gray (n). n defaults to 64 (2 for a binary image).
  if (nargin < 2)
    n = 64;
  end
  if (nargin < 1)
    print_usage ();
  end
  if (nargin == 1 && islogical (I))
    n = 2;
  end
  if (! (isnumeric (I) || islogical (I)) || issparse (I) || ! isreal (I) ...
      || ndims (I) > 4 || size (I, 3) != 1)
    error ("gray2ind: I must be a grayscale or binary image");
  end
  if (! isscalar (n) || ! isnumeric (n) || n < 1 || n > 65536 || n != fix (n))
    error ("gray2ind: N must be a positive integer in the range [1, 65536]");
  end
  switch (class (I))
    case {"double", "single", "logical"}
      I = double (I);
      if (any (I(:) < 0) || any (I(:) > 1))
        error ("gray2ind: I must have values between 0 and 1");
      end
    case {"uint8", "uint16", "int16"}
      I = im2double (I);
    otherwise
      error ("gray2ind: invalid data type '%s'", class (I));
  end
  if (n <= 256)
    x = uint8 (round (I * (n - 1)));
  else
    x = uint16 (round (I * (n - 1)));
  end
  map = gray (n);
end
