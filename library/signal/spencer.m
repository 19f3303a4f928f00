function y = spencer (x)
% SPENCER  Spencer's 15-point moving average of each column of X.
%   The weights are [-3 -6 -5 3 21 46 67 74 67 46 21 3 -5 -6 -3] / 320; the
%   7 points at each end, where the window does not fit, are 0.
  if (nargin < 1)
    print_usage ();
  end
  sz = size (x);
  if (isvector (x))
    x = x(:);
  end
  [n, c] = size (x);
  w = [-3, -6, -5, 3, 21, 46, 67, 74, 67, 46, 21, 3, -5, -6, -3] / 320;
  f = fftfilt (w, x);
  y = [zeros(7, c); f(15:n, :); zeros(7, c)];
  y = reshape (y, sz);
end
