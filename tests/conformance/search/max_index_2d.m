A = [4 9 2; 3 5 7];
[m, idx] = max(A(:));
[r, c] = ind2sub(size(A), idx)
