function y = sinint (x)
% SININT  Sine integral Si (X) = integral from 0 to X of sin (t) / t.
%   For real or complex X; Si is odd, Si (+-Inf) = +-pi/2.  Single input
%   gives single.  Method: see private/sici.m.
  if (nargin < 1)
    print_usage ();
  end
  if (~ isnumeric (x))
    error ('sinint: X must be numeric');
  end
  cls = class (x);
  if (~ isfloat (x))
    cls = 'double';
  end
  z = double (x);
  y = zeros (size (z));
  for k = 1:numel (z)
    v = z(k);
    if (isnan (v))
      y(k) = NaN;
    elseif (v == 0)
      y(k) = v;
    elseif (isinf (real (v)) && imag (v) == 0)
      y(k) = sign (real (v)) * pi / 2;
    else
      flip = real (v) < 0;
      if (flip)
        v = -v;
      end
      s = sici (v);
      if (isreal (z))
        s = real (s);
      end
      if (flip)
        s = -s;
      end
      y(k) = s;
    end
  end
  y = cast (y, cls);
end
