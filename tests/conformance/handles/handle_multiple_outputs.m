f = @max;
[m, i] = f([4 9 1])
