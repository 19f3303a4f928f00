% Symmetric eigen-decompositions of orders up to 32 (LAPACK's unblocked
% tridiagonal reduction) agree with Octave's to the last bit, the vectors'
% signs included, also in the eigenspace of a repeated eigenvalue.
for n = [3 5 8 11 16 17 24 31 32]
  [I, J] = ndgrid(1:n, 1:n);
  B = mod(I .* J * 37 + I + J .^ 2, 19) / 7 - 1.25;
  A = B + B';
  [V, D] = eig(A);
  e = eig(A);
  printf('n = %d\n', n);
  printf('  values: %s\n', sprintf('%.17g ', e([1:2 end-1:end])));
  printf('  diag D: %s\n', sprintf('%.17g ', diag(D)([1:2 end-1:end])));
  printf('  V weighted sum: %.17g\n', sum(V(:) .* (1:n^2)'));
  printf('  signs of V(1, :): %s\n', sprintf('%d', sign(V(1, :))));
end
