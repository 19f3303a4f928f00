function freqz_plot (w, h, freq_norm)
% FREQZ_PLOT  Plot a frequency response: magnitude (dB) and phase (degrees).
%   freqz_plot (W, H) plots 20 log10 (abs (H)) and the unwrapped phase of
%   H against the frequencies W in two subplots; freqz_plot (W, H, true)
%   labels W as normalized frequency (x pi rad/sample) instead of Hz.
  if (nargin < 2)
    print_usage ();
  end
  if (nargin < 3)
    freq_norm = false;
  end
  n = numel (w);
  if (freq_norm)
    label = 'Normalized Frequency (\times\pi rad/sample)';
  else
    label = 'Frequency (Hz)';
  end
  subplot (2, 1, 1);
  plot (w, 20 * log10 (abs (h)));
  grid ('on');
  axis ([w(1), w(n)], 'autoy');
  xlabel (label);
  ylabel ('Magnitude (dB)');
  subplot (2, 1, 2);
  plot (w, unwrap (arg (h)) * 360 / (2 * pi));
  grid ('on');
  axis ([w(1), w(n)], 'autoy');
  xlabel (label);
  ylabel ('Phase (degrees)');
end
