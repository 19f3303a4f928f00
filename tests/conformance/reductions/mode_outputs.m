% [m, f, c] = mode(x): value, frequency and every value as frequent
[m, f, c] = mode([1 2 2 3 3])
[m, f, c] = mode([1 1; 2 1; 2 3])
[m, f] = mode(int8([5 5 7]))
disp(size_equal([1 2], [3 4], [5 6]))
disp(size_equal([1 2], [3; 4]))
