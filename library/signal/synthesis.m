function x = synthesis (y, c)
% SYNTHESIS  Signal from its short-time Fourier transform.
%   X = synthesis (Y, C) inverts [Y, C] = stft (...): each column's
%   inverse FFT is divided by the window, and the middle INC samples of
%   each window are laid end to end.
  if (nargin ~= 2)
    print_usage ();
  end
  if (numel (c) ~= 3)
    error ('synthesis: C must contain exactly 3 elements');
  end
  win_size = c(1);
  inc = c(2);
  switch (c(3))
    case 1
      w = hanning (win_size);
    case 2
      w = hamming (win_size);
    case 3
      w = ones (win_size, 1);
    otherwise
      error ('synthesis: window_type must be 1, 2, or 3');
  end
  z = real (ifft (y));
  first = fix ((win_size - inc) / 2);
  z = z(first+1:first+inc, :) ./ w(first+1:first+inc);
  x = z(:);
end
