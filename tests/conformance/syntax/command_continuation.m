x = 1; y = 2; z = 3;
clear x ...
   y
disp(exist('x'))
disp(exist('y'))
disp(exist('z'))
disp abc... % comment
