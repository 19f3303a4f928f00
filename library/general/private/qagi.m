function [q, ier, nfev, err] = qagi (f, a, b, epsabs, epsrel, limit)
% QUADPACK's QAGI on an infinite interval with ends A and B: the
% integral over (-Inf, Inf), (BOUN, Inf) or (-Inf, BOUN), negated when
% the interval runs the other way.
  f = scalar_values (f);
  flip = false;
  if (isinf (a) && isinf (b))
    boun = 0;
    sides = 2;
    flip = a > b;
  elseif (isinf (b))
    boun = a;
    sides = sign (b);
    flip = b < 0;
  else
    boun = b;
    sides = -sign (a);
    flip = a > 0;
  end
  rule = @(a1, b1) quadpack_rules (15, f, a1, b1, boun, sides);
  [q, ier, err, last] = quadpack_adaptive (rule, 0, 1, epsabs, epsrel, limit);
  if (flip)
    q = -q;
  end
  nfev = 30 * last - 15;
  if (sides == 2)
    nfev = 2 * nfev;
  end
end
