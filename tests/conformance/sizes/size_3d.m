A = zeros(2, 3, 4);
size(A)
[r, c] = size(A)
[r, c, p] = size(A)
