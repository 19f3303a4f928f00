% movfun with every endpoint rule, and the mov* family
a = [4 8 6 -1 -2 -3 -1 3 4 5];
movsum (a, 3)
movmax (a, 4)
movmin (a, [2 0])
movmedian (a, 3, 'Endpoints', 'discard')
movprod (a, 3, 'Endpoints', 7)
movstd (a, 3)
movstd (a, 4, 1)
movvar (a', 5, 'Endpoints', 'fill')
movmad (a, 3)
movmean (magic (4), 3, 2)
movmean (magic (4), 2, 'Endpoints', 'periodic')
movmean (magic (4), 2, 'Endpoints', 'same')
movfun (@(x) [min(x); max(x)], magic (4), 3)
movfun (@(x) [min(x), max(x)], magic (4), 3)
[s, c, cpre, cpost, w] = movslice (10, 4)
try
  movfun (@mean, 1:5, 3, 'Endpoints', 'foo')
catch err
  disp (err.message)
end
try
  movmean (1:5, 7)
catch err
  disp (err.message)
end
