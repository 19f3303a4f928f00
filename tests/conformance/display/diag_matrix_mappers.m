% Octave keeps diagonal matrices through these functions and subscripts.
a = eye(3);
s = a(:,:)
t = abs(-a)
u = single(a)
v = sqrt(4*a)
h = eye(2)(:, 1)
w = -eye(2, "single")
