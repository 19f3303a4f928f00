% gradient of N-d and complex arrays, with a spacing per dimension.
[Y,X,Z,U] = ndgrid (2:2:8,1:5,4:4:12,3:5:30);
[dX,dY,dZ,dU] = gradient (X+j*X);
[all(dX(:) == 1+1j), all(dY(:) == 0), all(dZ(:) == 0), all(dU(:) == 0)]
[dX,dY,dZ,dU] = gradient (Z.^2, 1, 2, 3, 4);
squeeze(dZ(1,1,:))'
[gx, gy] = gradient(magic(4))
[gx, gy] = gradient(magic(4), 2)
[gx, gy] = gradient(magic(3), [1 2 4], [1 3 5])
g = gradient([1 4 9 16]+2i)
g = gradient([1;4;9;16], 0.5)
