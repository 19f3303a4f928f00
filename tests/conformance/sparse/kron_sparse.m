% kron with a sparse operand stays sparse (and stores only products of stored elements).
A = sparse([1 0;2 3]); B = [1 2;0 1i];
K = kron(A, B)
full(K) - kron(full(A), B)
kron(speye(2), [1 2])
kron(sparse([true false]), [1;2])
