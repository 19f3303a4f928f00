function c = fftconv (x, y, n)
% FFTCONV  Convolution of two vectors by FFT.
%   fftconv (X, Y) is conv (X, Y) computed with fftfilt; fftconv (X, Y, N)
%   uses FFTs of length about N (see fftfilt).
  if (nargin < 2)
    print_usage ();
  end
  if (~ (isvector (x) && isvector (y)))
    error ('fftconv: both A and B must be vectors');
  end
  la = numel (x);
  lb = numel (y);
  if (la == 1 || lb == 1)
    c = x * y;
    return;
  end
  lc = la + lb - 1;
  x(lc) = 0;
  y(lc) = 0;
  if (nargin == 2)
    c = fftfilt (x, y);
  else
    if (~ isscalar (n))
      error ('fftconv: N must be a scalar');
    end
    c = fftfilt (x, y, n);
  end
end
