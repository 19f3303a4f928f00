A = [0 1 1; 1 0 0; 1 0 0]; xy = [0 0; 1 0; 0 1];
[x, y] = gplot (A, xy)
[x, y] = gplot (sparse ([0 1; 0 0]), [2 3; 4 5])
