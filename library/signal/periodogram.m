function [pxx, f] = periodogram (x, varargin)
% PERIODOGRAM  Periodogram estimate of the power spectral density.
%   [PXX, W] = periodogram (X) is abs (fft (X, NFFT)).^2 / numel (X) / (2 pi)
%   at the angular frequencies W, NFFT = max (256, 2^nextpow2 (numel (X))),
%   one-sided (the negative frequencies folded onto the positive ones)
%   for real X, two-sided for complex X.
%   periodogram (X, WIN, NFFT, FS, RANGE): WIN a window of X's length (the
%   normalization becomes sumsq (WIN)); NFFT; FS a sampling frequency
%   (PXX per Hz and F in Hz); RANGE "onesided" or "twosided".  Data longer
%   than NFFT is wrapped (summed modulo NFFT).  Empty arguments take the
%   defaults.  Without outputs the estimate is plotted.
  if (nargin < 1 || nargin > 5)
    print_usage ();
  end
  win = [];
  nfft = [];
  fs = [];
  range = [];
  pos = 0;
  for k = 1:numel (varargin)
    a = varargin{k};
    if (ischar (a))
      range = a;
    else
      pos = pos + 1;
      switch (pos)
        case 1
          win = a;
        case 2
          nfft = a;
        case 3
          fs = a;
      end
    end
  end
  if (~ isvector (x))
    error ('periodogram: X must be a real or complex vector');
  end
  x = x(:);
  n = numel (x);
  if (~ isempty (win))
    if (~ isvector (win) || numel (win) ~= n)
      error ('periodogram: WIN must be a vector of the same length as X');
    end
    win = win(:);
    x = x .* win;
  end
  if (isempty (nfft))
    nfft = max (256, 2 .^ nextpow2 (n));
  elseif (~ isscalar (nfft))
    error ('periodogram: NFFT must be a scalar');
  end
  if (~ isempty (fs) && ~ isscalar (fs))
    error ('periodogram: FS must be a scalar');
  end
  if (strcmpi (range, 'onesided'))
    onesided = true;
  elseif (strcmpi (range, 'twosided'))
    onesided = false;
  elseif (strcmpi (range, 'centered'))
    error ('periodogram: "centered" range type is not implemented');
  else
    onesided = isreal (x);
  end
  if (n > nfft)
    extra = rem (numel (x), nfft);
    if (extra)
      x = [x; zeros(nfft - extra, 1)];
    end
    x = sum (reshape (x, nfft, []), 2);
  end
  if (~ isempty (win))
    n = sumsq (win);
  end
  P = abs (fft (x, nfft)) .^ 2 / n;
  if (isempty (fs))
    P = P / (2 * pi);
  else
    P = P / fs;
  end
  if (onesided)
    if (rem (nfft, 2) == 0)
      half = nfft / 2 + 1;
      P = P(1:half) + [0; P(nfft:-1:half+1); 0];
    else
      half = (nfft + 1) / 2;
      P = P(1:half) + [0; P(nfft:-1:half+1)];
    end
  end
  if (nargout ~= 1)
    if (onesided)
      f = (0:nfft/2)' / nfft;
    else
      f = (0:nfft-1)' / nfft;
    end
    if (isempty (fs))
      f = f * (2 * pi);
    else
      f = f * fs;
    end
  end
  if (nargout == 0)
    if (isempty (fs))
      plot (f / (2 * pi), 10 * log10 (P));
      xlabel ('normalized frequency [x pi rad]');
      ylabel ('Power density [dB/rad/sample]');
    else
      plot (f, 10 * log10 (P));
      xlabel ('frequency [Hz]');
      ylabel ('Power density [dB/Hz]');
    end
    grid on;
    title ('Periodogram Power Spectral Density Estimate');
  else
    pxx = P;
  end
end
