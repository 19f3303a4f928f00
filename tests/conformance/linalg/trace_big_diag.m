% A diagonal matrix of 10,000 elements holds its diagonal only.
z = 1:10000;
t = trace(diag(z))
D = diag(z);
size(D)
x = D(5000, 5000)
y = D(5000, 4999)
s = sum(diag(D * 2))
whos D
