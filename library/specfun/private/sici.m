function [si, ci] = sici (z)
% SICI  Sine and cosine integrals Si (Z) and Ci (Z) of one finite, nonzero
%   complex number with real part >= 0.  Power series (Abramowitz and
%   Stegun 5.2.14, 5.2.16) for abs (Z) < 4 or Z near the imaginary axis,
%   else the exponential integral
%   E1 at +-iZ (A&S 5.2.21-23) by its continued fraction, evaluated with
%   Lentz's method.
  % Near the imaginary axis the series terms hardly cancel, and there the
  % continued fraction would be needed on E1's branch cut.
  if (abs (z) < 4 || abs (imag (z)) > 2 * abs (real (z)))
    z2 = z * z;
    term = z;            % (-1)^k z^(2k+1) / (2k+1)!
    si = z;
    k = 0;
    while (true)
      k = k + 1;
      term = -term * z2 / ((2*k) * (2*k + 1));
      add = term / (2*k + 1);
      si = si + add;
      if (abs (add) <= eps * abs (si))
        break;
      end
    end
    term = 1;            % (-1)^k z^(2k) / (2k)!
    s = 0;
    k = 0;
    while (true)
      k = k + 1;
      term = -term * z2 / ((2*k - 1) * (2*k));
      add = term / (2*k);
      s = s + add;
      if (abs (add) <= eps * abs (s))
        break;
      end
    end
    ci = 0.57721566490153286061 + log (z) + s;
  else
    ep = e1 (1i * z);
    em = e1 (-1i * z);
    si = pi / 2 + (ep - em) / 2i;
    ci = -(ep + em) / 2;
  end
end

function e = e1 (w)
  % E1 (w) = exp (-w) / (w + 1 - 1/(w + 3 - 4/(w + 5 - ...)))
  tiny = 1e-300;
  b = w + 1;
  c = 1 / tiny;
  d = 1 / b;
  h = d;
  for i = 1:1000
    a = -i * i;
    b = b + 2;
    d = 1 / (a * d + b);
    c = b + a / c;
    step = c * d;
    h = h * step;
    if (abs (step - 1) <= eps)
      break;
    end
  end
  e = h * exp (-w);
end
