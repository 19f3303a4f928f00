% quadgk, quadl, quadv, quadcc and integral on smooth, singular and
% infinite problems.
format long
q = quadgk (@(x) exp (x), 0, 1)
q = quadgk (@(x) exp (-x.^2), -Inf, Inf)
q = quadgk (@(x) 1 ./ (1 + x.^2), 0, Inf)
q = quadgk (@(x) abs (x - 0.3), 0, 1, 'Waypoints', 0.3)
q = quadgk (@(z) 1 ./ z, 1, 1, 'Waypoints', [1i, -1, -1i])
[q, n] = quadl (@(x) exp (x), 0, 1)
[q, n] = quadv (@(x) [x, x.^2], 0, 1)
format short
q = quadcc (@(x) exp (x), 0, 1)
q = quadcc (@(x) 1 ./ sqrt (x), 0, 1)
q = integral (@(x) x.^2, 0, 1)
q = integral (@(x) exp (-x.^2), -Inf, Inf)
q = integral (@(x) [x, 2*x], 0, 1, 'ArrayValued', true)
q = integral (@(x) 1 ./ x, 1, 2, 'RelTol', 1e-12)
