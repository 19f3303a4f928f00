A = [1 2; 3 4; 5 6];
keep = A(:, 1) > 1;
B = A(keep, :)
