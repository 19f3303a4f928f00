% Sums, differences and products of two sparse matrices stay sparse; a
% product is stored only where both are (Inf .* 0 there is 0).
x = sparse([Inf 0 NaN 2]) .* sparse([0 1 0 3])
y = sparse([Inf 0 NaN]) + sparse([0 1 0])
z = sparse([Inf 0]) - sparse([Inf 1])
A = sparse([1 0 2; 0 0 3; 4 5 0]); B = sparse([0 0 -2; 1 0 3; 0 -5 6]);
S = A + B, D = A - B, P = A .* B
C = speye(3) - speye(3)
E = sparse(zeros(2, 0)) + sparse(zeros(2, 0))
L = sparse(logical([1 0; 0 1])) + sparse([0 2; 0 0])
