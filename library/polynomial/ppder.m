function ppd = ppder (pp, m)
% PPDER  Derivative of a piecewise polynomial.
%   ppder (PP) is the derivative of the piecewise polynomial structure PP
%   (from mkpp, spline, pchip); ppder (PP, M) the M-th derivative.
  if (nargin < 1)
    print_usage ();
  end
  if (nargin < 2)
    m = 1;
  end
  if (~ (isstruct (pp) && strcmp (pp.form, 'pp')))
    error ('ppder: PP must be a structure');
  end
  [x, p, n, k, d] = unmkpp (pp);
  if (k - m <= 0)
    x = [x(1), x(end)];
    pd = zeros (prod (d), 1);
  else
    % column j holds the power k-j; d^m/dt^m t^q = q!/(q-m)! t^(q-m)
    q = k-1:-1:m;
    f = ones (1, numel (q));
    for i = 0:m-1
      f = f .* (q - i);
    end
    pd = p(:, 1:k-m) .* f;
  end
  ppd = mkpp (x, pd, d);
end
