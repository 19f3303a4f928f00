function y = fftfilt (b, x, n)
% FFTFILT  FIR filtering by FFT (overlap-add).
%   fftfilt (B, X) filters the vector X (each column of a matrix) with the
%   FIR filter B, as filter (B, 1, X) does, by one FFT of length
%   2^nextpow2 (rows (X) + numel (B) - 1).  fftfilt (B, X, N) processes X
%   in blocks with FFTs of length 2^nextpow2 (max (N, numel (B)))
%   (overlap-add).  Real (imaginary) data and filter give a real result;
%   integer-valued data and filter give a rounded one.
  if (nargin < 2)
    print_usage ();
  end
  flip = (rows (x) == 1);
  if (flip)
    x = x.';
  end
  if (~ isvector (b))
    error ('fftfilt: B must be a vector');
  end
  if (ndims (x) ~= 2)
    error ('fftfilt: X must be a 1-D or 2-D array');
  end
  [nx, cx] = size (x);
  b = b(:);
  nb = numel (b);
  if (nargin == 2)
    nfft = 2 ^ nextpow2 (nx + nb - 1);
    y = ifft (fft (x, nfft) .* repmat (fft (b, nfft), 1, cx));
  else
    if (~ isscalar (n))
      error ('fftfilt: N has to be a scalar');
    end
    nfft = 2 ^ nextpow2 (max ([n, nb]));
    step = nfft - nb + 1;
    B = repmat (fft (b, nfft), 1, cx);
    y = zeros (nx, cx);
    for lo = 1:step:nx
      hi = min (lo + step - 1, nx);
      block = zeros (nfft, cx);
      block(1:hi-lo+1, :) = x(lo:hi, :);
      block = ifft (fft (block) .* B);
      last = min (lo + nfft - 1, nx);
      y(lo:last, :) = y(lo:last, :) + block(1:last-lo+1, :);
    end
  end
  y = y(1:nx, :);
  % Keep the result real or imaginary when the data and filter are.
  xreal = all (imag (x) == 0, 1);
  ximag = all (real (x) == 0, 1);
  if (all (imag (b) == 0))
    y(:, xreal) = real (y(:, xreal));
    y(:, ximag) = complex (real (y(:, ximag)) * 0, imag (y(:, ximag)));
  elseif (all (real (b) == 0))
    y(:, xreal) = complex (real (y(:, xreal)) * 0, imag (y(:, xreal)));
    y(:, ximag) = real (y(:, ximag));
  end
  if (all (b == fix (b)))
    ints = find (all (x == fix (x), 1));
    y(:, ints) = round (y(:, ints));
  end
  if (flip)
    y = y.';
  end
end
