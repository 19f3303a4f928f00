function r = spectral_adf (c, win, b)
% SPECTRAL_ADF  Spectral density estimate from autocovariances (lag window).
%   spectral_adf (C, WIN, B) weights the autocovariances C (c(0), c(1),
%   ...) by the lag window WIN ("triangle", the default, or "rectangle")
%   of bandwidth B (default 1 / ceil (sqrt (numel (C)))), and returns the
%   two columns [f, 2 real (fft (weighted C)) - c(0)] at the frequencies
%   f = (0:N-1)' / N.
  if (nargin < 1)
    print_usage ();
  end
  n = numel (c);
  c = c(:);
  if (nargin < 3)
    b = 1 / ceil (sqrt (n));
  end
  if (nargin == 1)
    w = triangle_lw (n, b);
  elseif (~ ischar (win))
    error ('spectral_adf: WIN must be a string');
  else
    w = lag_window (win, n, b);
  end
  c = c .* w;
  r = [(0:n-1)' / n, 2 * real(fft (c)) - c(1)];
end

function w = lag_window (name, n, b)
  switch (name)
    case 'triangle'
      w = triangle_lw (n, b);
    case 'rectangle'
      w = rectangle_lw (n, b);
    otherwise
      error ('invalid function handle, unable to find function for @%s_lw', name);
  end
end
