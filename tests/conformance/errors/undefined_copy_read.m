if rand > 2, q = 1; end
disp(1)
t = q;
disp(2)
