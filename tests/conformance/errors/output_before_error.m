disp('starting')
x = [1 2 3];
x(10)
