function t = substr (s, offset, len)
% SUBSTR  Substring by offset and length.
%   substr (S, OFFSET, LEN) is the LEN characters of S starting at OFFSET.
%   A negative OFFSET counts from the end; a negative LEN leaves that many
%   characters off the end; no LEN goes to the end.
  if (nargin < 2)
    print_usage ();
  end
  if (~ ischar (s))
    error ('substr: S must be a string or string array');
  elseif (~ isscalar (offset) || (nargin == 3 && ~ isscalar (len)))
    error ('substr: OFFSET and LEN must be scalar integers');
  end
  offset = fix (offset);
  nc = columns (s);
  if (offset == 0 || abs (offset) > nc)
    error ('substr: OFFSET = %d out of range', offset);
  end
  if (offset < 0)
    offset = offset + nc + 1;
  end
  if (nargin < 3)
    len = [];
    last = nc;
  else
    len = fix (len);
    if (len < 0)
      last = nc + len;
    else
      last = offset + len - 1;
    end
  end
  if (last > nc)
    error ('substr: length LEN = %d out of range', len);
  elseif (offset > last && ~ isequal (len, 0))
    error ('substr: No overlap with chosen values of OFFSET and LEN');
  end
  t = s(:, offset:last);
end
