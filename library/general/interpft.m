function z = interpft (x, n, dim)
% INTERPFT  Fourier interpolation of periodic, equispaced data.
%   interpft (X, N) resamples the vector X (each column of a matrix) with
%   N points by zero-padding its discrete Fourier transform (the Nyquist
%   term of an even length is split between the two halves);
%   interpft (X, N, DIM) works along dimension DIM.
  if (nargin < 2)
    print_usage ();
  end
  if (~ (isscalar (n) && n == fix (n)))
    error ('interpft: N must be a scalar integer');
  end
  if (nargin < 3)
    if (isrow (x))
      dim = 2;
    else
      dim = 1;
    end
  end
  nd = ndims (x);
  if (dim < 1 || dim > nd)
    error ('interpft: invalid dimension DIM');
  end
  perm = [dim:nd, 1:dim-1];
  x = permute (x, perm);
  sz = size (x);
  m = sz(1);
  x = reshape (x, m, []);
  % When N < M, interpolate to a multiple of N and keep every STEP-th point.
  step = ceil (m / n);
  len = n * step;
  y = fft (x) / m;
  half = ceil (m / 2);
  z = [y(1:half, :); zeros(len - m, columns (y)); y(half+1:m, :)];
  if (len > m && half == m / 2)
    nyq = z(len - half + 1, :) / 2;
    z(len - half + 1, :) = nyq;
    z(half + 1, :) = nyq;
  end
  z = n * ifft (z);
  if (isreal (x))
    % the spectrum is conjugate-symmetric: drop the rounding residue
    z = real (z);
  end
  if (step ~= 1)
    z = step * z(1:step:end, :);
  end
  sz(1) = n;
  inv(perm) = 1:nd;
  z = permute (reshape (z, sz), inv);
end
