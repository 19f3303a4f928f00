% etree: the elimination tree and its postorder.
S = sparse ([4 1 0 1; 1 4 1 0; 0 1 4 0; 1 0 0 4]);
[p, q] = etree (S)
p = etree (S, 'col')
p = etree (full (S))
p = etree (sparse (ones (2, 3)), 'col')
A = sparse ([1 0 0 1 0; 0 1 0 0 1; 0 0 1 1 0; 1 0 1 1 0; 0 1 0 0 1]);
[p, q] = etree (A)
B = speye (5) + sparse ([5 1], [1 5], [1 1], 5, 5);
[p, q] = etree (B)
try, etree (sparse (ones (2, 3))), catch e, disp (e.message), end
[sprank(sparse([1 0; 0 0])), sprank(sparse(magic(3))), sprank(sparse([1 1 0; 1 1 0; 0 0 0]))]
[sprank(sparse([0 1 0; 1 1 0; 0 1 0])), sprank(sparse(zeros(0, 3))), sprank(speye(4))]
