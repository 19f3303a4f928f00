disp(1 + 2i)
disp([1+2i 3])
