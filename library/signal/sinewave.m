function x = sinewave (m, n, d)
% SINEWAVE  A sampled sine wave: sin (((1:M) + D - 1) * 2 * pi / N).
%   M samples of period N (default M), delayed by D samples (default 0).
  if (nargin < 1)
    print_usage ();
  end
  if (nargin < 2)
    n = m;
  end
  if (nargin < 3)
    d = 0;
  end
  x = sin (((1:m) + d - 1) * 2 * pi / n);
end
