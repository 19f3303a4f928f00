% istril istriu isdiag isbanded bandwidth ishermitian isdefinite
istril ([1 0; 2 3]), istriu ([1 0; 2 3]), istril ('a'), istriu (ones (2,2,2))
isdiag (eye (3)), isdiag ([1 2]), isdiag ([]), isdiag (sparse ([1 0; 0 2]))
isbanded ([1 2 0; 3 4 5; 0 6 7], 1, 1), isbanded ([1 2 3; 3 4 5; 0 6 7], 1, 1), isbanded ([], 1, 1)
try, isbanded (1, -1, 0), catch err, disp (err.message), end
[lo, up] = bandwidth ([1 2 0; 3 4 5; 0 0 7])
b = bandwidth (magic (3), 'upper'), b = bandwidth (magic (3), 'lower'), [lo, up] = bandwidth (zeros (3))
try, bandwidth ({1}), catch err, disp (err.message), end
try, bandwidth (1, 'middle'), catch err, disp (err.message), end
ishermitian ([1 2; 2 1]), ishermitian ([1 2i; -2i 1]), ishermitian ([0 2; -2 0], 'skew')
ishermitian ([1 2; 2.001 1], 0.01), ishermitian ([1 2; 2.001 1]), ishermitian (ones (2, 3))
try, ishermitian (1, {}), catch err, disp (err.message), end
try, ishermitian (1, 'foo'), catch err, disp (err.message), end
try, ishermitian (1, 'skew', -1), catch err, disp (err.message), end
isdefinite ([2 1; 1 2]), isdefinite ([1 2; 2 1]), isdefinite ({1}), isdefinite (-[2 1; 1 2])
isdefinite (single ([2 1; 1 2])), isdefinite (magic (3))
try, isdefinite (1, -1), catch err, disp (err.message), end
