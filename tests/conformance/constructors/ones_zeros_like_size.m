A = magic(3);
Z = zeros(size(A, 1), 1)
