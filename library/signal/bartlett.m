function w = bartlett (m)
% BARTLETT  Bartlett (triangular) window of length M, as a column.
%   w(k+1) = 1 - abs (2k/(M-1) - 1), k = 0..M-1; zero at both ends.
  if (nargin < 1)
    print_usage ();
  end
  if (~ (isscalar (m) && m == fix (m) && m > 0))
    error ('bartlett: M must be a positive integer');
  end
  if (m == 1)
    w = 1;
    return;
  end
  n = m - 1;
  half = fix (n / 2);
  w = [2 * (0:half) / n, 2 - 2 * (half+1:n) / n]';
end
