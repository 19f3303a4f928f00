% [V, D, W] = eig (A): a symmetric matrix's left eigenvectors are its
% right ones.
[V, D, W] = eig([2 1; 1 2])
[V, D, W] = eig([4 1 2; 1 5 3; 2 3 6], 'vector');
disp(isequal(V, W))
disp(D')
