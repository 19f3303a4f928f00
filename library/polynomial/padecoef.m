function [num, den] = padecoef (T, N)
% PADECOEF  Pade approximant of the time delay exp (-s T).
%   [NUM, DEN] = padecoef (T, N) are the coefficients, in descending
%   powers of s, of the order-N approximant P(s) / P(-s) of exp (-s T),
%   P(s) = sum_k (2N-k)! N! / ((2N)! k! (N-k)!) (-s T)^k, scaled so that
%   DEN's leading coefficient is T^N.  N defaults to 1.
  if (nargin < 1)
    print_usage ();
  end
  if (nargin < 2)
    N = 1;
  end
  if (~ (isscalar (T) && isnumeric (T) && T >= 0))
    error ('padecoef: T must be a non-negative scalar');
  elseif (~ (isscalar (N) && isnumeric (N) && N >= 0))
    error ('padecoef: N must be a non-negative scalar');
  end
  N = round (N);
  k = N:-1:0;
  % a_k / a_N = (2N-k)! N! / (N! k! (N-k)!) = prod (N+1 .. 2N-k) / (k! (N-k)!) * N!
  a = zeros (1, N + 1);
  for i = 1:N+1
    kk = k(i);
    a(i) = prod (N - kk + 1:2 * N - kk) / prod (N + 1:2 * N) / factorial (kk);
  end
  a = a / a(1);
  den = a .* T .^ k;
  num = a .* (-T) .^ k;
end
