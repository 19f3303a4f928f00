% A square matrix to the power 0 is the identity as a diagonal matrix.
M = [1 2; 3 4]^0
N = single([1 2; 3 4])^0;
class(N)
P = ([1 2; 3 4] + 1i)^0
Q = magic(3)^0 * 2
s = 5^0
