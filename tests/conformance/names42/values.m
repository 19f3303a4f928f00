% lookup, typeinfo, isindex, isna, functions, mgorth, cellslices,
% cellindexmat, blkmm, bitpack, bitunpack, unicode_idx, native2unicode.
lookup ([1 2 3], [0.5 1 1.5 3 4 NaN])
lookup ([1 2 3]', [0.5 1 1.5; 3 4 NaN])
lookup ([3 2 1], [0.5 1 1.5 3 4])
lookup ([1 2 3], [0.5 1 1.5 3 4], 'l')
lookup ([1 2 3], [0.5 1 1.5 3 4], 'r')
lookup ([1 2 3], [0.5 1 1.5 3 4], 'lr')
lookup ([1 2 3], [0.5 1 1.5 3 4], 'm')
lookup ([1 2 3], [0.5 1 1.5 3 4], 'b')
lookup ({'apple', 'cat', 'dog'}, 'cat')
lookup ({'apple', 'cat', 'dog'}, {'b', 'dog', 'zz'})
lookup ({'apple', 'cat', 'dog'}, {'b', 'dog', 'zz'}, 'm')
lookup ([], 3)
lookup (1:3, [])
try, lookup ([1 2], 1, 'x'), catch e, disp (e.message), end
c = {1, [1 2], 'a', {}, struct(), true, int8(1), 1:3, 1i, single(1), @sin, ...
     sparse(1), [true false], int8([1 2]), eye(3), struct('a', {1, 2}), [1i 2], single([1 2])};
for i = 1:numel (c)
  printf ('%s\n', typeinfo (c{i}));
end
[isieee(), native_float_format()]
[isindex(3), isindex(0), isindex([1 2], 1), isindex(1.5), isindex(true), isindex('a'), isindex({1})]
isna ([1 NA NaN])
a = 2;
s = functions (@sin)
s = functions (@(x) x + a)
try, functions (3), catch e, disp (e.message), end
[y, h] = mgorth ([1; 2; 3], [1 0; 0 1; 0 0])
[y, h] = mgorth ([1; 2; 3], zeros (3, 0))
c = cellslices (1:10, [1 3], [2 5])
c = cellslices (magic (3), [1 2], [1 3], 1)
c = cellslices (magic (3), [1 2], [1 3])
c = cellindexmat ({[1 2 3], [4 5 6]}, 2)
c = cellindexmat ({magic(3)}, 1, ':')
C = blkmm (reshape (1:8, 2, 2, 2), reshape (1:8, 2, 2, 2))
try, blkmm (ones (2, 3), ones (2, 3)), catch e, disp (e.message), end
x = bitunpack (uint8 ([1 130]))
y = bitpack (x, 'uint8')
y = bitpack (bitunpack (pi), 'double')
try, bitpack (logical ([1 0]), 'uint8'), catch e, disp (e.message), end
try, bitpack ([1 0], 'uint8'), catch e, disp (e.message), end
unicode_idx ('aéb')
x = native2unicode (uint8 ([97 233]), 'latin1'); double (x)
y = unicode2native ('aé', 'latin1')
y = unicode2native ('aé', 'UTF-8')
errno ('ENOENT')
s = errno_list (); s.EPERM
terminal_size ()
