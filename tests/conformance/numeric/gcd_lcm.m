g = gcd(12, 18)
l = lcm(4, 6)
