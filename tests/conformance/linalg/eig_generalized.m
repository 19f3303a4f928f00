% eig (A, B): the Cholesky path for a symmetric pair with B positive
% definite, the QZ path otherwise, and the option checks.
A = [1 2;3 4]; B = [2 1;1 3];
[V, D] = eig(A, B)
e = eig(A, B)
K = [2 -1 0;-1 2 -1;0 -1 2]; M = diag([2 1 3]);
[V2, D2] = eig(K, M)
norm(V2'*M*V2 - eye(3)) < 1e-12
[V3, D3] = eig(K, M, 'qz');
norm(K*V3 - M*V3*D3) < 1e-12
sort(diag(D3))'
eig([1 2;3 4], single([1 2;3 5]))
x = eig([0 1;-1 0], [1 0;0 2])
[V, D] = eig([0 1;-1 0], [1 0;0 2])
[V, D, W] = eig([1 2;3 4], [1 2;0 1]);
V, D
norm(W'*[1 2;3 4] - D*W'*[1 2;0 1]) < 1e-12
d = eig(K, M, 'vector')'
D = eig(K, M, 'matrix')
bad = {{[1 2;2 3], [1 2;2 3], false}, {[1 2;3 4], 2}, {[1 2;2 3], 'chol'}, ...
       {[1 2;2 3], [1 2;2 3], 'balance'}, {[1 2;2 3], 'vector', 'matrix'}, ...
       {[1 2;2 3], 'balance', 'nobalance'}, {[1 2;2 3], [1 2;2 3], 'abcd'}};
for k = 1:numel(bad)
  try
    eig(bad{k}{:});
  catch err
    disp(err.message)
  end
end
