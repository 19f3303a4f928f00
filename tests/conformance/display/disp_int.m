disp(int8([1 -2 3]))
