% Which operations narrow a complex value with no imaginary part to a real
% one (and so print no signed zero).
a = -complex(0, 0)
b = +complex(1, 0)
c = complex(1, 0).'
d = conj(complex(2, 0))
e = complex([1 2], [0 0]);
f = -e
g = e'
h = +e
k = complex(1, 0);
m = k(1)
n = k(:)
p = conj(e)
q = complex(-0, 1)
