% gallery: the poisson and neumann operators.
A = gallery('poisson', 3); disp(full(A)); disp(issparse(A))
B = gallery('neumann', 9); disp(full(B))
try, gallery('neumann', 8), catch e, disp(e.message), end
