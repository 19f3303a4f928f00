% Elementwise functions that keep zeros map the stored elements only.
A = sparse([-1.5 0 4; 0 -9 0; 2.25 0 0]);
a = abs(A)
s = sqrt(A)
f = floor(A)
r = round(A)
n = sin(A)
g = sign(A)
c = cos(A);
disp(issparse(c)); disp(nnz(c))
N = 1e5;
B = spdiags((1:N)', 0, N, N);
q = sqrt(B); disp(nnz(q)); disp(full(q(N, N)))
