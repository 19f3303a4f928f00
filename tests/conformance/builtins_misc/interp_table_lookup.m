tbl = [0 1; 10 3; 20 4];
v = interp1(tbl(:, 1), tbl(:, 2), 15)
