f = tempname();
M = [1 2 3; 4.25 -5 6e10];
csvwrite(f, M);
disp(fileread(f))
A = csvread(f)
B = csvread(f, 1, 0)
csvwrite(f, M, 1, 2);
disp(fileread(f))
C = csvread(f)
delete(f);
