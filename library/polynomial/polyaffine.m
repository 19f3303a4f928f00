function g = polyaffine (f, mu)
% POLYAFFINE  Coefficients of a polynomial under an affine change of variable.
%   G = polyaffine (F, MU) gives the polynomial G (x) = F ((x - MU(1)) / MU(2)),
%   coefficients in descending powers as for polyval, as a row.
  if (nargin ~= 2)
    print_usage ();
  end
  if (~ isvector (f))
    error ('polyaffine: F must be a vector');
  end
  if (~ isvector (mu) || numel (mu) ~= 2)
    error ('polyaffine: MU must be a two-element vector');
  end
  n = numel (f);
  g = reshape (f, 1, n);
  if (mu(2) ~= 1)
    g = g ./ mu(2) .^ (n-1:-1:0);
  end
  if (mu(1) ~= 0)
    % Expand each (x - mu1)^k binomially: ascending coefficients times the
    % matrix T(i,j) = C(i-1, j-1) (-mu1)^(i-j).
    w = (-mu(1)) .^ (0:n-1);
    T = toeplitz (w) .* pascal (n, -1);
    g = fliplr (fliplr (g) * T);
  end
end
