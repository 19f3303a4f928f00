% hist with outputs: counts and centers as Octave computes them.
[n, x] = hist([1 2 2 3 3 3 4 5])
[n, x] = hist([1 2 2 3 3 3 4 5], 3)
[n, x] = hist([0.5 1 1.5 2 7], [0 2 4 6])
n = hist([1 1 1 1])
[n, x] = hist([1 2; 3 4; 5 6], 2)
n = hist([1 2 NaN 3 Inf], 2)
n = hist([1 2 3 4], 2, 1)
