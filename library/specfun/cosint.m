function y = cosint (x)
% COSINT  Cosine integral
%   Ci (X) = -integral from X to Inf of cos (t) / t
%          = gamma + log (X) + integral from 0 to X of (cos (t) - 1) / t,
%   gamma Euler's constant.  For negative real X (and complex X with
%   negative real part) Ci (-X) = Ci (X) + i pi (- i pi below the real
%   axis, including imaginary part -0).  Ci (0) = -Inf, Ci (Inf) = 0.
%   Single input gives single.  Method: see private/sici.m.
  if (nargin < 1)
    print_usage ();
  end
  if (~ isnumeric (x))
    error ('cosint: X must be numeric');
  end
  cls = class (x);
  if (~ isfloat (x))
    cls = 'double';
  end
  z = double (x);
  y = complex (zeros (size (z)));
  for k = 1:numel (z)
    v = z(k);
    re = real (v);
    im = imag (v);
    below = im < 0 || (im == 0 && 1 / im < 0);   % -0 counts as below
    if (isnan (v))
      c = complex (NaN, NaN);
    elseif (v == 0)
      c = -Inf;
      if (1 / re < 0)       % log (-0) = -Inf +- i pi
        c = complex (-Inf, pi - 2 * pi * below);
      end
    elseif (isinf (re) && im == 0)
      c = 0;
      if (re < 0)
        c = complex (0, pi - 2 * pi * below);
      end
    else
      % Ci (-z) = Ci (z) + i pi above the real axis, - i pi below
      w = v;
      if (re < 0)
        w = -v;
      end
      [~, c] = sici (w);
      if (im == 0)
        c = real (c);
      end
      if (re < 0)
        c = c + 1i * (pi - 2 * pi * below);
      end
    end
    y(k) = c;
  end
  if (all (imag (y(:)) == 0))
    y = real (y);
  end
  y = cast (y, cls);
end
