function [h_r, f_r] = freqz (b, a, n, region, Fs)
% FREQZ  Frequency response of a digital filter.
%   [H, W] = freqz (B, A, N) is the response B(z)/A(z) at N (default 512)
%   frequencies W equally spaced in [0, pi) ("half", the default for real
%   coefficients) or in [0, 2 pi) ("whole", the default for complex ones):
%   freqz (B, A, N, REGION).  A defaults to 1.  With a sampling rate,
%   freqz (B, A, N, FS) or freqz (B, A, N, REGION, FS), the frequencies
%   F are in Hz.  A vector N (W, or F with FS) lists the frequencies.
%   Without outputs the magnitude and phase are plotted (freqz_plot).
%   The response is computed by FFTs of the coefficients.
  if (nargin < 1)
    print_usage ();
  end
  if (nargin < 2)
    a = [];
  end
  if (nargin < 3)
    n = [];
  end
  if (nargin < 4)
    region = [];
  end
  if (nargin < 5)
    Fs = [];
  end
  if (nargin == 4 && ~ ischar (region) && ~ isempty (region))
    Fs = region;
    region = [];
  end
  if (isempty (b))
    b = 1;
  elseif (~ isvector (b))
    error ('freqz: B must be a vector');
  end
  if (isempty (a))
    a = 1;
  elseif (~ isvector (a))
    error ('freqz: A must be a vector');
  end
  if (isempty (n))
    n = 512;
  elseif (isscalar (n) && n < 1)
    error ('freqz: N must be a positive integer');
  end
  if (isempty (region))
    if (isreal (b) && isreal (a))
      region = 'half';
    else
      region = 'whole';
    end
  end
  normalized = isempty (Fs);
  plotting = (nargout == 0);
  if (normalized)
    if (plotting)
      Fs = 2;
    else
      Fs = 2 * pi;
    end
  end
  whole = strcmp (region, 'whole');
  a = a(:);
  b = b(:);
  k = max (numel (b), numel (a));
  if (~ isscalar (n))
    f = n;
    w = f;
    if (nargin == 4)
      w = 2 * pi * f / Fs;
    end
    z = exp (1i * w);
    hb = polyval ([b; zeros(k - numel (b), 1)], z);
    ha = polyval ([a; zeros(k - numel (a), 1)], z);
  else
    if (k > n / 2 && plotting)
      n = n * 2 .^ ceil (log2 (2 * k / n));
    end
    if (whole)
      N = n;
      if (plotting)
        f = Fs * (0:n).' / N;
      else
        f = Fs * (0:n-1).' / N;
      end
    else
      N = 2 * n;
      if (plotting)
        n = n + 1;
      end
      f = Fs * (0:n-1).' / N;
    end
    % Fold coefficient blocks of length N (aliasing in time), one FFT each.
    len = N * ceil (k / N);
    b = [b; zeros(len - numel (b), 1)];
    a = [a; zeros(len - numel (a), 1)];
    hb = zeros (n, 1);
    ha = zeros (n, 1);
    for i = 1:N:len
      fb = fft (b(i:i+N-1), N);
      fa = fft (a(i:i+N-1), N);
      hb = hb + fb(1:n);
      ha = ha + fa(1:n);
    end
  end
  h = hb ./ ha;
  if (plotting)
    if (whole && isscalar (n))
      h(end+1) = h(1);
    end
    freqz_plot (f, h, normalized);
  else
    h_r = h;
    f_r = f;
  end
end
