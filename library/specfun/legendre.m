function L = legendre (n, x, normalization)
% LEGENDRE  Associated Legendre functions of degree N, orders 0 to N.
%   L = legendre (N, X) is the (N+1)-by-numel (X) array (one dimension
%   more than a non-vector X) of P_N^M (X) for M = 0..N,
%     P_N^M (x) = (-1)^M (1 - x^2)^(M/2) d^M/dx^M P_N (x),
%   P_N the Legendre polynomial, for real X in [-1, 1].
%   legendre (N, X, "sch") gives Schmidt semi-normalized functions
%   (P_N^0, and (-1)^M sqrt (2 (N-M)! / (N+M)!) P_N^M for M > 0);
%   "norm" fully normalized ones, (-1)^M sqrt ((N+1/2) (N-M)! / (N+M)!)
%   P_N^M; "unnorm" (the default) none.
%   Method: the three-term recurrence in the degree for each order,
%   started from P_M^M = (-1)^M (2M-1)!! (1 - x^2)^(M/2) (Abramowitz and
%   Stegun 8.5.3, 8.6.18).
  if (nargin < 2)
    print_usage ();
  end
  if (nargin < 3)
    normalization = 'unnorm';
  end
  if (~ isscalar (n) || ~ isreal (n) || n < 0 || n ~= fix (n))
    error ('legendre: N must be a real non-negative integer');
  elseif (~ isreal (x) || any (x(:) < -1 | x(:) > 1))
    error ('legendre: X must be real-valued vector in the range -1 <= X <= 1');
  end
  switch (lower (normalization))
    case 'unnorm'
      kind = 0;
    case 'sch'
      kind = 1;
    case 'norm'
      kind = 2;
    otherwise
      error ('legendre: NORMALIZATION option must be "unnorm", "norm", or "sch"');
  end
  cls = class (x);
  t = double (x(:).');
  s = sqrt (1 - t .^ 2);
  L = zeros (n + 1, numel (t));
  pmm = ones (1, numel (t));   % P_m^m, updated order by order
  for m = 0:n
    if (m > 0)
      pmm = -(2 * m - 1) * s .* pmm;
    end
    % raise the degree from m to n at fixed order m
    prev = zeros (1, numel (t));
    cur = pmm;
    for l = m+1:n
      next = ((2 * l - 1) * t .* cur - (l + m - 1) * prev) / (l - m);
      prev = cur;
      cur = next;
    end
    if (kind == 0)
      L(m + 1, :) = cur;
    else
      f = exp (0.5 * (gammaln (n - m + 1) - gammaln (n + m + 1)));
      if (kind == 1)
        if (m > 0)
          f = f * sqrt (2);
        end
      else
        f = f * sqrt (n + 0.5);
      end
      L(m + 1, :) = (-1) ^ m * f * cur;
    end
  end
  if (~ isvector (x))
    L = reshape (L, [n + 1, size(x)]);
  end
  L = cast (L, cls);
end
