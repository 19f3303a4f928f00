x = 1;
y = 2;
clear x
exist('x')
exist('y')
