format long
disp(exp(1))
