q = 7;
clear q
disp(exist('q'))
q
