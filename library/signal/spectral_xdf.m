function r = spectral_xdf (x, win, b)
% SPECTRAL_XDF  Spectral density estimate from data (spectral window).
%   spectral_xdf (X, WIN, B) smooths the periodogram of the centered data X
%   with the spectral window WIN ("triangle", the default, or "rectangle")
%   of bandwidth B (default 1 / ceil (sqrt (numel (X)))), by circular
%   convolution, and returns the two columns [f, estimate] at the
%   frequencies f = (0:N-1)' / N.
  if (nargin < 1)
    print_usage ();
  end
  n = numel (x);
  x = x(:);
  if (nargin < 3)
    b = 1 / ceil (sqrt (n));
  end
  if (nargin == 1)
    w = triangle_sw (n, b);
  elseif (~ ischar (win))
    error ('spectral_xdf: WIN must be a string');
  else
    switch (win)
      case 'triangle'
        w = triangle_sw (n, b);
      case 'rectangle'
        w = rectangle_sw (n, b);
      otherwise
        error ('invalid function handle, unable to find function for @%s_sw', win);
    end
  end
  x = x - sum (x) / n;
  p = (abs (fft (x)) / n) .^ 2;
  r = [(0:n-1)' / n, real(ifft (fft (p) .* fft (w)))];
end
