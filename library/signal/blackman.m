function w = blackman (m, opt)
% BLACKMAN  Blackman window of length M, as a column.
%   w(k+1) = 0.42 - 0.5 cos (2 pi k/N) + 0.08 cos (4 pi k/N), k = 0..M-1,
%   with N = M-1 ("symmetric", the default) or N = M ("periodic", for
%   spectral analysis).
  if (nargin < 1)
    print_usage ();
  end
  if (~ (isscalar (m) && m == fix (m) && m > 0))
    error ('blackman: M must be a positive integer');
  end
  N = m - 1;
  if (nargin == 2)
    if (strcmp (opt, 'periodic'))
      N = m;
    elseif (~ strcmp (opt, 'symmetric'))
      error ('blackman: window type must be either "periodic" or "symmetric"');
    end
  end
  if (m == 1)
    w = 1;
    return;
  end
  k = (0:m-1)' / N;
  w = 0.42 - 0.5 * cos (2 * pi * k) + 0.08 * cos (4 * pi * k);
end
