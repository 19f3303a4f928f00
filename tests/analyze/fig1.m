% The motivating example of the shapes paper (Joisha & Banerjee, Fig. 1):
% a and b have unknown extents, yet d and e have equal shapes and the
% conformability check of e./d is redundant.
m = round(4*rand+1);
n = round(5*rand+1);
x = round(5*rand+1);
y = round(6*rand+1);
a = rand(m, n);
b = rand(x, y);
c = a*b;
d = c+a;
e = d-a;
f = e./d;
