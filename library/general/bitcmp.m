function C = bitcmp (A, k)
% BITCMP  Complement of the bits of A.
%   bitcmp (A) flips every bit of A: for integer classes all the bits of
%   the type, for double the 53 bits of flintmax, for single 24.
%   bitcmp (A, K) flips only the low K bits (and clears the others).
  if (nargin < 1)
    print_usage ();
  end
  if (nargin == 2 && (~ isscalar (k) || floor (k) ~= k))
    error ('bitcmp: K must be a scalar integer');
  end
  if (isa (A, 'double'))
    nbits = 53;
    allones = flintmax - 1;
  elseif (isa (A, 'single'))
    nbits = 24;
    allones = flintmax ('single') - 1;
  elseif (isinteger (A))
    allones = intmax (class (A));
    nbits = round (log2 (double (intmax (class (A))) + 1));
    if (allones < 0 || intmin (class (A)) < 0)
      % signed: every bit set is -1
      nbits = nbits + 1;
      allones = cast (-1, class (A));
    end
  else
    error ('bitcmp: invalid class %s', class (A));
  end
  if (nargin == 1 || k == nbits)
    C = bitxor (A, allones);
  else
    if (k < 1 || k > nbits)
      error ('bitcmp: K must be in the range [1,%d]', nbits);
    end
    mask = bitshift (allones, k - nbits);
    C = bitxor (bitand (A, mask), mask);
  end
end
