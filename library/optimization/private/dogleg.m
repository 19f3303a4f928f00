function x = dogleg (r, b, d, delta, g)
% The dogleg step for min |r x - b| within |d .* x| <= delta (Powell's
% hybrid method, as MINPACK's DOGLEG computes it, More, Garbow and
% Hillstrom, "User Guide for MINPACK-1", 1980): the Gauss-Newton step
% r \ b when it is inside the region, else the point of the path from the
% scaled steepest-descent minimizer to the Gauss-Newton step where it
% leaves the region.  G is r' * b when known otherwise (a gradient).
  x = r \ b;
  xn = norm (d .* x);
  if (xn <= delta)
    return;
  end
  % The scaled gradient direction and the minimizer along it.
  if (nargin < 5)
    g = r' * b;
  end
  g = g ./ d;
  gn = norm (g);
  if (gn > 0)
    g = (g / gn) ./ d;
    rg = norm (r * g);
    sd = (gn / rg) / rg;   % the length of the steepest-descent minimizer
    if (sd < delta)
      bn = norm (b);
      ratio = delta / xn;
      sdr = sd / delta;
      t = (bn / gn) * (bn / xn) * sdr;
      t = t - (ratio * sdr ^ 2 - sqrt ((t - ratio) ^ 2 + (1 - ratio ^ 2) * (1 - sdr ^ 2)));
      alpha = ratio * (1 - sdr ^ 2) / t;
    else
      alpha = 0;
    end
  else
    alpha = delta / xn;
    sd = 0;
  end
  x = alpha * x + ((1 - alpha) * min (sd, delta)) * g;
end
