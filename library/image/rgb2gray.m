function I = rgb2gray (rgb)
  % RGB2GRAY  Convert an RGB image or colormap to grayscale (luminance).
  %   I = rgb2gray (rgb): 0.298936 R + 0.587043 G + 0.114021 B (ITU-R BT.601
  %   luma). An M-by-N-by-3(-by-K) image gives M-by-N(-by-1-by-K) in its class;
  %   an N-by-3 colormap gives an N-by-1 column.
  if (nargin < 1)
    print_usage ();
  end
  w = [0.298936; 0.587043; 0.114021];
  cls = class (rgb);
  sz = size (rgb);
  if (isfloat (rgb) && isreal (rgb) && ndims (rgb) == 2 && sz(2) == 3)
    I = double (rgb) * w;
    if (strcmp (cls, "single"))
      I = single (I);
    end
    return;
  end
  if (! any (strcmp (cls, {"uint8", "int8", "uint16", "int16", "single", "double"})))
    error ("rgb2gray: RGB of invalid data type '%s'", cls);
  end
  if (numel (sz) < 3 || sz(3) != 3)
    error ("rgb2gray: RGB must be a colormap or RGB image");
  end
  if (! isreal (rgb))
    error ("rgb2gray: RGB must be numeric and real");
  end
  if (numel (sz) > 4)
    error ("rgb2gray: invalid RGB with more than 4 dimensions");
  end
  x = double (rgb);
  if (isinteger (rgb))
    lo = double (intmin (cls));
    hi = double (intmax (cls));
    x = (x - lo) / (hi - lo);
  end
  I = w(1) * x(:,:,1,:) + w(2) * x(:,:,2,:) + w(3) * x(:,:,3,:);
  if (isinteger (rgb))
    I = cast (I * (hi - lo) + lo, cls);
  elseif (strcmp (cls, "single"))
    I = single (I);
  end
end
