function y = arch_rnd (a, b, t)
% ARCH_RND  Simulate an AR process with ARCH errors.
%   Y = arch_rnd (A, B, T) is T samples of
%     y(k) = B(1) + B(2) y(k-1) + ... + B(lb) y(k-lb+1) + e(k),
%   where e(k) given the past is normal with variance
%     h(k) = A(1) + A(2) e(k-1)^2 + ... + A(la) e(k-la+1)^2.
  if (nargin ~= 3)
    print_usage ();
  end
  if (~ (min (size (a)) == 1 && min (size (b)) == 1))
    error ('arch_rnd: A and B must both be scalars or vectors');
  end
  if (~ (isscalar (t) && t > 0 && rem (t, 1) == 0))
    error ('arch_rnd: T must be a positive integer');
  end
  if (~ (a(1) > 0))
    error ('arch_rnd: A(1) must be positive');
  end
  a = a(:).';
  b = b(:).';
  if (numel (a) == 1)
    a(2) = 0;
  end
  if (numel (b) == 1)
    b(2) = 0;
  end
  la = numel (a);
  lb = numel (b);
  e = zeros (t, 1);
  y = zeros (t, 1);
  for k = 1:t
    % the lags available so far, most recent last
    na = min (k, la) - 1;
    nb = min (k, lb) - 1;
    h = a(1) + a(2:na+1) * e(k-na:k-1) .^ 2;
    e(k) = sqrt (h) * randn ();
    y(k) = b(1) + b(2:nb+1) * y(k-nb:k-1) + e(k);
  end
end
