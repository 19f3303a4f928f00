A = magic(3);
A(1, 2, 3)
