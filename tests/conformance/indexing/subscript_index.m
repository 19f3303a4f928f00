A = magic(4);
A(2, 3)
A(2, :)
A(:, end)
