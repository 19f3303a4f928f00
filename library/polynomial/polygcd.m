function g = polygcd (b, a, tol)
% POLYGCD  Greatest common divisor of two polynomials.
%   polygcd (B, A) is the monic GCD of the polynomials B and A by Euclid's
%   algorithm with polynomial division (deconv), a remainder's
%   coefficients below TOL counting as zero (default sqrt (eps), or
%   sqrt (eps ("single")) for single input).  polygcd (B, A, TOL) sets TOL.
  if (nargin < 2)
    print_usage ();
  end
  if (nargin < 3)
    if (isa (a, 'single') || isa (b, 'single'))
      tol = sqrt (eps ('single'));
    else
      tol = sqrt (eps);
    end
  end
  if (numel (a) == 1 || numel (b) == 1)
    if (a == 0)
      g = b;
    elseif (b == 0)
      g = a;
    else
      g = 1;
    end
    return;
  end
  a = a / a(1);
  while (true)
    [~, r] = deconv (b, a);
    big = find (abs (r) > tol, 1);
    if (isempty (big))
      g = a;
      return;
    end
    r = r(big:end);
    b = a;
    a = r / r(1);
  end
end
