c = clock();
size(c)
t = now();
ok = abs(datenum(c) - t) < 1
d = date();
size(d)
pause(0.01);
pause(0);
tic; x = toc; ok2 = x >= 0
