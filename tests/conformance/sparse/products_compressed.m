% Sparse products sum over the stored elements in their order (Octave's
% order), so zeros that are not stored never meet an Inf or NaN.
A = sparse([1 0 2; 0 3 0; 4 0 5]); B = sparse([0 1; 2 0; 0 3]);
P = A * B
C = sparse([1 1]) * sparse([1; -1])
nnz(C)
D = A * [1 2; 3 4; 5 6]
E = [1 2 3; 4 5 6] * A
F = speye(2) * [NaN 1; 1 1]
G = [Inf 1; 1 1] * speye(2)
H = sparse([1 1; 0 1]) * sparse([Inf 0; 0 1])
s1 = 2 * A
s2 = A * Inf
s3 = A / 0
s4 = A ./ 4
s5 = 0.5 .* A
s6 = A .^ 2
s7 = -A
s8 = A > 2
s9 = 0 \ A
L = sparse(logical([1 0; 1 1]));
l1 = L * 3
l2 = L * L
l3 = -L
try
  A * B'
catch err
  disp(err.message)
end
% Products of scattered values, bit for bit.
X = sin((1:40)' * (1:30) * 0.37); X(abs(X) < 0.8) = 0; X = sparse(X);
Y = cos((1:30)' * (1:25) * 0.91); Y(abs(Y) < 0.7) = 0; Y = sparse(Y);
Z = sin((1:30)' * (1:6) + 0.5); W = cos((1:5)' * (1:40) * 1.3);
format long
XY = X * Y; XZ = X * Z; WX = W * X;
disp(issparse(XY)); disp(issparse(XZ)); disp(issparse(WX))
disp(nnz(XY))
disp(num2hex(full(XY(find(XY, 5)))));
disp(num2hex(XZ(1:7:end)'));
disp(num2hex(WX(1:9:end)'));
printf('%.17g\n', full(sum(XY(:))), sum(XZ(:)), sum(WX(:)))
