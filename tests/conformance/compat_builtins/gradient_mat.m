M = magic(4);
gx = gradient(M)
[gx, gy] = gradient(M)
[gx, gy] = gradient([1 2 4; 3 5 9], 2, 0.5)
