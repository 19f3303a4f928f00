a = [1 2 3];
b = [4 5 6];
c = cross(a, b);
[dot(c, a), dot(c, b)]
