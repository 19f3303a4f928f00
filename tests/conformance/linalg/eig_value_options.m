% eig's EIGVALOPTION: "vector" gives D as a column, "matrix" the eigenvalues
% as a diagonal matrix; "balance" / "nobalance" are accepted.
[~, D] = eig([2 1; 1 2], 'vector')
d = eig([2 1; 1 2], 'matrix')
d = eig([2 1; 1 2], 'nobalance')
[V, D] = eig([1 2; 3 4], 'balance', 'vector')
d = eig([0 1; -1 0], 'matrix')
try
  eig([2 1; 1 2], 'foo')
catch err
  disp(err.message)
end
