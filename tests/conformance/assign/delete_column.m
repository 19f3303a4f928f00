A = magic(3);
A(:, 2) = []
