% y(mask) = x: the selected elements replaced, the others kept to the bit
% (-0, NaN), a shared array copied first, a mask shorter than y.
y = [1 -0 NaN 4 -5 Inf];
z = y; z(z > 0) = -0;
printf ('%g ', 1 ./ z); printf ('\n');
printf ('%g ', 1 ./ y); printf ('\n');
z = y; z(logical ([1 0 1])) = NaN
z = y; z(logical ([0 0 0 0 0 0])) = 7
w = (1:10)'; w(w > 5) = 0; w'
big = mod ((1:100000)' * 7, 13); c = big;
c(c > 6) = -1;
printf ('%d %d %d\n', sum (c), sum (big), c(99999));
c(true (100000, 1)) = 2.5;
printf ('%g %g\n', sum (c), sum (big));
