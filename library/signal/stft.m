function [y, c] = stft (x, win_size, inc, num_coef, win_type)
% STFT  Short-time Fourier transform.
%   Y = stft (X, WIN_SIZE, INC, NUM_COEF, WIN_TYPE) cuts the vector X into
%   windows of WIN_SIZE samples (default 80) every INC samples (default
%   24), weights them by a window (WIN_TYPE 1 or "hanning", the default;
%   2 or "hamming"; 3 or "rectangle"), and returns the magnitudes of the
%   first NUM_COEF (default 64) coefficients of each window's FFT of
%   length 2*NUM_COEF, one column per window.  WIN_SIZE is capped at
%   2*NUM_COEF.  [Y, C] = stft (...) returns the complex FFTs (all
%   2*NUM_COEF rows) and C = [WIN_SIZE, INC, WIN_TYPE] for synthesis.
  if (nargin < 1)
    print_usage ();
  end
  if (nargin < 2)
    win_size = 80;
  end
  if (nargin < 3)
    inc = 24;
  end
  if (nargin < 4)
    num_coef = 64;
  end
  if (nargin < 5)
    win_type = 1;
  end
  if (ischar (win_type))
    switch (lower (win_type))
      case 'hanning'
        win_type = 1;
      case 'hamming'
        win_type = 2;
      case 'rectangle'
        win_type = 3;
      otherwise
        error ('stft: unknown window type ''%s''', win_type);
    end
  end
  if (~ isvector (x))
    error ('stft: X must be a vector');
  end
  x = x(:);
  nfft = 2 * num_coef;
  if (win_size > nfft)
    win_size = nfft;
    printf ('stft: window size adjusted to %f\n', win_size);
  end
  nwin = fix ((rows (x) - win_size) / inc);
  switch (win_type)
    case 1
      w = hanning (win_size);
    case 2
      w = hamming (win_size);
    case 3
      w = ones (win_size, 1);
  end
  z = zeros (nfft, nwin + 1);
  for i = 0:nwin
    first = 1 + i * inc;
    z(1:win_size, i + 1) = x(first:first + win_size - 1) .* w;
  end
  y = fft (z);
  if (nargout == 1)
    y = abs (y(1:num_coef, :));
  else
    c = [win_size, inc, win_type];
  end
end
