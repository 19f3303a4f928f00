% qr of complex matrices (LAPACK's zgeqrf reflectors: a real diagonal
% of R) and [C, R] = qr (A, B) with C = Q' * B.
A = [1+2i 3; 4 5-1i; 2i 1];
[Q, R] = qr(A);
[norm(Q*R - A) < 1e-12, norm(Q'*Q - eye(3)) < 1e-12, istriu(R)]
real(diag(R))'
abs(imag(diag(R)))' < 1e-15
[Q, R, P] = qr(A);
norm(Q*R - A*P) < 1e-12
[Q, R] = qr(A, 0);
size(Q), size(R)
[c, r] = qr([1 2;3 4;5 6], [1;2;3], 0)
[Q, R] = qr(A);
[c, r] = qr(A, [1;2i;3]);
norm(c - Q'*[1;2i;3]) < 1e-12
c = qr([1 2;3 4;5 6], [1;2;3])
try
  [q, r, p] = qr(rand(3, 2), rand(3, 1));
catch err
  disp(err.message)
end
