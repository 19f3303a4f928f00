function x = arma_rnd (a, b, v, t, n)
% ARMA_RND  Simulate an ARMA process.
%   X = arma_rnd (A, B, V, T, N) is T samples of
%     x(k) = A(1) x(k-1) + ... + A(p) x(k-p)
%            + e(k) + B(1) e(k-1) + ... + B(q) e(k-q),
%   e Gaussian white noise of variance V, after discarding
%   min (N, p + q) start-up samples (N defaults to 100).
  if (nargin < 4)
    print_usage ();
  end
  if (nargin < 5)
    n = 100;
  end
  if (min (size (a)) > 1 || min (size (b)) > 1)
    error ('arma_rnd: A and B must not be matrices');
  end
  if (~ isscalar (t))
    error ('arma_rnd: T must be a scalar');
  end
  if (~ isscalar (n))
    error ('arma_rnd: N must be a scalar');
  end
  n = min (n, numel (a) + numel (b));
  e = sqrt (v) * randn (t + n, 1);
  x = filter ([1; b(:)], [1; -a(:)], e);
  x = x(n+1:t+n);
end
