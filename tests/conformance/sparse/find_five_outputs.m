% [i, j, v, nr, nc] = find (S): a sparse matrix's size, empty for a full one.
[i,j,v,m,n] = find([0 1;2 0])
[i,j,v,m,n] = find(sparse([0 1;2 0; 0 0]))
