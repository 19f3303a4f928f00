% A complex value assigned into an integer array makes the array complex
% of the value's class (single stays single, double gives double).
z = uint16(7):uint16(9);
z(1) = single(1 + 2i)
class(z)
w = int8([1 2 3]);
w(2) = 1 - 3i
class(w)
q = uint16(7):uint16(9);
q(2) = single(2)
class(q)
