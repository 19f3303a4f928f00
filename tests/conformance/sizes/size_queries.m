A = zeros(3, 5);
size(A)
[r, c] = size(A)
size(A, 2)
numel(A)
length(A)
ndims(A)
