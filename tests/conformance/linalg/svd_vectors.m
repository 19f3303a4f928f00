% [U, S, V] = svd (A): shapes, S, and the factorization (signs of the
% singular vectors are the solver's choice, so they are not printed)
A = [1 2; 3 4; 5 6];
[U, S, V] = svd (A);
size (U), size (S), size (V), S
norm (U*S*V' - A) < 1e-12, norm (U'*U - eye (3)) < 1e-12, norm (V'*V - eye (2)) < 1e-12
[U, S, V] = svd (A, 'econ');
size (U), S, norm (U*S*V' - A) < 1e-12
[U, S, V] = svd (A, 0);
size (U), size (V)
[U, S, V] = svd (A');
size (U), size (S), size (V), norm (U*S*V' - A') < 1e-12
[U, S, V] = svd (A', 'econ');
size (U), size (S), size (V)
B = [1+2i, 3; 4, 5-1i];
[U, S, V] = svd (B);
S, norm (U*S*V' - B) < 1e-12, iscomplex (U), isreal (S)
[U, S, V] = svd (zeros (0, 3))
[U, S, V] = svd (zeros (2, 0), 'econ')
[U, S, V] = svd (single ([3 0; 0 4]));
class (U), class (S), S
