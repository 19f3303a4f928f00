% A negative single raised to a fraction is computed in single precision
% (std::pow on complex<float>: polar form of float log and exp), so
% (-1)^2.5 has a tiny negative real part; in double it is positive.
% Found by exprdiff (program 1371 of MATC_EXPRDIFF_COUNT=3000).
x = single([0.5 -1 2]) .^ single(2.5)
y = [0.5 -1 2] .^ 2.5
z = single(1 + 2i) .^ single(0.3)
w = single(-8) ^ (1/3)
v = single([-1 -2; -3 4]) .^ 0.5
u = single(-1) .^ [2.5 3 -1.5]
