function y = swapbytes (x)
% -- Y = swapbytes (X)
%     X with the bytes of each element in reverse order (big-endian to
%     little-endian and back), for integer, single and double arrays.
%
%     See also: typecast, bitshift.

  if (nargin < 1)
    print_usage ();
  end
  cls = class (x);
  switch (cls)
    case {'int8', 'uint8'}
      y = x;
      return;
    case {'int16', 'uint16'}
      w = 2;
    case {'int32', 'uint32', 'single'}
      w = 4;
    case {'int64', 'uint64', 'double'}
      w = 8;
    otherwise
      error ('swapbytes: invalid object of class ''%s''', cls);
  end
  bytes = reshape (typecast (x(:), 'uint8'), w, []);
  y = reshape (typecast (reshape (bytes(end:-1:1, :), [], 1), cls), size (x));
end
