p = primes(20)
tf = isprime([2 4 7 9])
