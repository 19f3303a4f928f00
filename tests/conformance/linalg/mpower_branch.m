% A real matrix with a negative eigenvalue raised to a fractional power:
% the eigenvalue's root is on the principal branch (+i), as in Octave.
A = [1 3; 2 4];
B = A^0.5
C = A^-0.5
F = A^(1/3)
G = [4 1; 1 3]^1.5
H = 2^[1 2; 3 4]
