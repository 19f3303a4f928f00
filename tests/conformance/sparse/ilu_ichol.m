% ilu and ichol without fill-in: the factors, their options and errors.
A = sparse([4 -1 0 -1; -1 4 -1 0; 0 -1 4 -1; -1 0 -1 4]);
[L,U] = ilu(A); full(L), full(U)
[L,U,P] = ilu(A); full(P), issparse(P)
W = ilu(A); full(W)
L2 = ichol(A); full(L2)
B = sparse([1 2 0; 3 4 5; 0 6 7]); [L,U]=ilu(B); full(L), full(U), issparse(L)
R = ichol(A, struct('shape', 'upper')); full(R)
L3 = ichol(A, struct('diagcomp', 0.1)); full(L3)
n = 30; e = ones(n,1); T = spdiags([-e 4*e -e], -1:1, n, n); T2 = kron(T, speye(3)) + kron(speye(n), spdiags([-e(1:3) 4*e(1:3) -e(1:3)], -1:1, 3, 3));
L4 = ichol(T2); printf('%.12f\n', norm(full(L4*L4' - T2) .* spones(T2), 1)); nnz(L4) == nnz(tril(T2))
[L5, U5] = ilu(T2); printf('%.12f\n', norm(full(L5*U5 - T2) .* spones(T2), 1))
try, ilu(sparse([0 1; 1 0])), catch e, disp(e.message), end
try, ichol(sparse([1 2; 2 1])), catch e, disp(e.message), end
try, ilu([1 2; 3 4]), catch e, disp(e.message), end
