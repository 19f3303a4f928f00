function y = fractdiff (x, d)
% FRACTDIFF  Fractional differences (1 - L)^D X of a vector.
%   The integer part of D is applied as repeated differences; the
%   fractional part by filtering with the first 101 coefficients of the
%   binomial series, gamma (k - d) / (gamma (-d) gamma (k + 1)).  D must be
%   > -1.
  if (nargin ~= 2)
    print_usage ();
  end
  if (~ isvector (x))
    error ('fractdiff: X must be a vector');
  end
  if (~ isscalar (d))
    error ('fractdiff: D must be a scalar');
  end
  if (d <= -1)
    error ('fractdiff: D must be > -1');
  end
  for k = 1:floor (d)
    x = x(2:end) - x(1:end-1);
  end
  d = rem (d, 1);
  if (d == 0)
    y = x;
    return;
  end
  k = (0:100)';
  w = real (gamma (k - d) ./ gamma (-d) ./ gamma (k + 1));
  y = fftfilt (w, x);
  y = y(1:numel (x));
end
