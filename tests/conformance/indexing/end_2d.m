A = magic(4);
A(end, end)
A(end, 1)
A(end)
