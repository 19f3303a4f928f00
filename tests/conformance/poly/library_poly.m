% compan, polyvalm, polyreduce, polyout, polygcd, polyaffine, padecoef, mpoles, ppder, ppint, ppjumps
compan ([2 4 6 8])
polyvalm ([1 2 3], [1 2; 3 4])
polyreduce ([0 0 1 2])
polyout ([1 -2 3])
s = polyout ([1.5 2+3i -4], 'x')
polygcd (poly ([1 2 3]), poly ([2 3 4]))
polyaffine ([1 2 3], [1 2])
[n, d] = padecoef (0.5, 3)
[m, n] = mpoles ([2 3 1 1 2])
pp = mkpp ([0 1 2 4], [1 2 3; -1 0 1; 2 1 0]);
d = ppder (pp); d.coefs
i1 = ppint (pp); i1.coefs
ppjumps (pp)
