% Not yet: Octave also keeps diagonal matrices through these functions and
% subscripts (matc prints them as full matrices).
a = eye(3);
s = a(:,:)
t = abs(-a)
u = single(a)
v = sqrt(4*a)
h = eye(2)(:, 1)
w = -eye(2, "single")
