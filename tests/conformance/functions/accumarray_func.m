% accumarray with a reducing function, a fill value and cell results.
subs = [1 1; 2 1; 2 3; 2 1; 2 3];
a = accumarray (subs, 101:105, [2 4], @max, NaN)
p = accumarray (subs, 101:105, [], @prod)
c = accumarray (subs, 101:105, [2 4], @(x) {x});
disp (c{2, 1})
m = accumarray ([1; 2; 1], [10; 20; 30], [], @(x) min (x))
