function [d, dd] = diffpara (x, a, b)
% -- [D, DD] = diffpara (X, A, B)
%
%     Estimate the differencing parameter D of an integrated time series
%     X (each column of a matrix) by the log-periodogram regression of
%     Geweke and Porter-Hudak: near frequency zero the spectral density
%     behaves like |1 - exp(-i w)|^(-2 D), so regressing log I(w_j), the
%     periodogram at w_j = 2 pi j / T, on 2 log |1 - exp(-i w_j)| over
%     j = 1..m gives -D as the slope.
%
%     DD holds the estimates for m from A to B (one row each), D their
%     mean.  Without B, m runs from 1 to A; without A and B, from
%     0.5 * sqrt (T) to 1.5 * sqrt (T), T being the sample size.
%
%     Octave 7.3's diffpara raises an index error for every input.
%
%     Reference: P.J. Brockwell and R.A. Davis, "Time Series: Theory and
%     Methods", Springer 1987, section 13.2; J. Geweke and S.
%     Porter-Hudak, J. Time Series Analysis 4 (1983) 221-238.
%
%     See also: periodogram, fractdiff, hurst.

  if (nargin < 1)
    print_usage ();
  end
  if (isvector (x))
    x = x(:);
  end
  T = rows (x);
  if (nargin == 1)
    a = 0.5 * sqrt (T);
    b = 1.5 * sqrt (T);
  elseif (nargin == 2)
    b = a;
    a = 1;
  end
  if (! (isscalar (a) && isscalar (b)))
    error ('diffpara: A and B must be scalars');
  end
  m = fix (a:b);
  if (isempty (m) || m(1) < 2 || m(end) > T - 1)
    error ('diffpara: the frequencies used must be 2 to T-1 (T = %d)', T);
  end
  w = 2 * pi * (1:T-1).' / T;
  reg = 2 * log (abs (1 - exp (-1i * w)));
  I = abs (fft (x)) .^ 2 / T;
  logI = log (I(2:T, :));
  dd = zeros (numel (m), columns (x));
  for k = 1:numel (m)
    u = reg(1:m(k)) - mean (reg(1:m(k)));
    v = logI(1:m(k), :) - mean (logI(1:m(k), :), 1);
    dd(k, :) = -(u.' * v) / (u.' * u);
  end
  d = mean (dd, 1);
end
