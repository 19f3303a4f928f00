c = clock;
size(c)
disp(c(1) > 2000)
