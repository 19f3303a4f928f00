% trapz of empty arrays: Octave sums the pairs along DIM, and sum reduces
% a 0x0 array as a 0x1, so a 0x0 or 1x0 y has one area, 0.
a = trapz([])
b = trapz(zeros(1, 0))
c = trapz(single([]))
d = trapz([], [])
e = trapz(zeros(0, 3))
f = trapz(zeros(3, 0))
g = trapz([], 2)
h = trapz(zeros(1, 0), 2)
k = trapz(7)
cumtrapz(zeros(1, 0))
