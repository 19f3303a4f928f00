disp(pi)
disp(7)
