% blkdiag of mixed classes gives double; a complex block makes it complex.
A = blkdiag(int8([1 2]), 3)
class(A)
B = blkdiag([1i 2], [3; 4])
