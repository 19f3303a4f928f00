% symbfact: the symbolic Cholesky factorization (row counts, tree height,
% elimination tree, postorder and the pattern of the factor).
A = sparse ([4 1 0 0 1; 1 4 0 1 0; 0 0 4 1 0; 0 1 1 4 0; 1 0 0 0 4]);
[count, h, parent, post, R] = symbfact (A)
[count, h, parent, post, L] = symbfact (A, 'sym', 'lower');
disp (full (L))
disp (isequal (L', R))
B = sparse ([1 0 1; 0 1 0; 1 1 0; 0 0 1]);
[count, h, parent, post, R] = symbfact (B, 'col');
disp ([count'; parent'; post']); disp (full (R))
[count, h, parent, post, R] = symbfact (B', 'row');
disp ([count'; parent'; post']); disp (full (R))
[count, h, parent] = symbfact (A - triu (A, 1) + 0, 'lo')
% A 2-D Laplacian: the factor fills in the band.
n = 4;
e = ones (n, 1);
T = spdiags ([-e 2*e -e], -1:1, n, n);
P = kron (speye (n), T) + kron (T, speye (n));
[count, h] = symbfact (P);
printf ('%d ', count); printf ('| h = %d, nnz %d of chol %d\n', h, sum (count), nnz (chol (P)));
p = symrcm (P);
count = symbfact (P(p, p));
printf ('reordered: %d\n', sum (count));
count = symbfact (magic (4))
count = symbfact (speye (3))
[count, h] = symbfact (sparse (3, 3))
bad = {{}, {1, 2, 3, 4}, {{1}}, {sparse(1), {1}}, {sparse(1), 'foobar'}, {sparse(1), 'sym', {'L'}}, ...
       {sparse(1), 'sym', 'foobar'}, {sparse([1, 2; 3, 4; 5, 6])}};
for k = 1:numel (bad)
  try
    symbfact (bad{k}{:});
  catch err
    disp (strtok (err.message, char (10)));
  end
end
