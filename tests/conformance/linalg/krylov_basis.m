A = [1 2 0; 3 4 1; 0 1 5]; v = [1;0;0];
[U,H,nu] = krylov(A, v, 2), [U,H,nu] = krylov(A, v, 3), [U,H,nu]=krylov(A,[1;1;1],1), [U,H,nu] = krylov(A, [1 0;0 1;0 0], 1), [U,H,nu]=krylov(diag([1 2 3]), [1;1;0], 3)
B = magic(5); [U,H,nu] = krylov(B, [1;2;3;4;5], 3)
[U,H,nu] = krylov(B, [1 0;0 1;1 1;0 0;2 0], 2); U, nu
[U,H,nu] = krylov(eye(3), [1;2;3], 3)
