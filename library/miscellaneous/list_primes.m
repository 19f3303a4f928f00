function p = list_primes (n)
% -- P = list_primes ()
% -- P = list_primes (N)
%     The first N primes (default 25), by a sieve of Eratosthenes over
%     a range that the prime number theorem bounds: the N-th prime is
%     below N * (log (N) + log (log (N))) for N >= 6 (Rosser, 1941).
%
%     See also: primes, isprime.

  if (nargin < 1)
    n = 25;
  end
  if (! isreal (n) || ! isscalar (n))
    error ('list_primes: N must be a real scalar');
  end
  if (n < 1)
    p = [];
    return;
  elseif (n < 6)
    p = [2, 3, 5, 7, 11](1:max (0, n));
    return;
  end
  p = primes (ceil (n * (log (n) + log (log (n)))));
  p = p(1:n);
end
