function J = im2double (I, type)
  % IM2DOUBLE  Convert an image to class double.
  %   J = im2double (I): integers scaled to [0, 1] from their class's range,
  %   logical and single converted, double unchanged.
  %   J = im2double (I, "indexed"): integer indices (from 0) become double
  %   indices (from 1).
  if (nargin < 1)
    print_usage ();
  end
  indexed = false;
  if (nargin > 1)
    if (! ischar (type) || ! strcmpi (type, "indexed"))
      error ('im2double: second input argument must be the string "indexed"');
    end
    indexed = true;
  end
  if (indexed)
    if (isinteger (I))
      if (intmin (class (I)) < 0)
        error ("im2double: IM must be of class double, single, uint8, uint16, or logical");
      end
      J = double (I) + 1;
    elseif (isfloat (I) || islogical (I))
      J = double (I);
    else
      error ("im2double: IM must be of class double, single, uint8, uint16, or logical");
    end
    return;
  end
  if (isfloat (I) || islogical (I))
    J = double (I);
  elseif (isinteger (I))
    lo = double (intmin (class (I)));
    hi = double (intmax (class (I)));
    J = (double (I) - lo) / (hi - lo);
  else
    error ("im2double: IM must be an image");
  end
end
