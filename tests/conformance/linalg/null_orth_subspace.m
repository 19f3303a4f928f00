% null, orth, subspace, svds (only sign-free facts of the bases)
A = [1 2 3; 4 5 6; 7 8 9];
Z = null (A); size (Z), norm (A*Z) < 1e-12, abs (Z' * Z - 1) < 1e-12
Z = null ([1 1]); size (Z), norm ([1 1] * Z) < 1e-14
Z = null (eye (3))
Z = null ([])
Z = null (zeros (0, 3))
try, null (1, 'r'), catch err, disp (err.message), end
B = orth (A); size (B), norm (B'*B - eye (2)) < 1e-12, rank ([B, A]) == 2
B = orth ([1 1; 1 1]); abs (B)
B = orth ([])
B = orth (zeros (3, 2))
a = subspace ([1; 0], [1; 1])
a = subspace (1, 1)
a = subspace ([1 0 0; 0 1 0]', [0 0 1]')
a = subspace ([1; 1e-10], [1; 0])
try, subspace (ones (2, 2, 2), 1), catch err, disp (err.message), end
try, subspace (ones (2, 1), ones (3, 1)), catch err, disp (err.message), end
S = sparse ([1 2 0; 0 3 4; 5 0 6; 1 1 1]);
s = svds (S), s2 = svds (S, 2)
[u, s, v, flag] = svds (S, 2); size (u), size (s), size (v), flag, norm (S*v - u*s) < 1e-12
s = svds (S, 1, 2)
try, svds (S, 1, -1), catch err, disp (err.message), end
try, svds (S, 1, 'S'), catch err, disp (err.message), end
