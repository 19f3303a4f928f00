% expint: real and complex arguments, the negative axis and the limits.
a = expint([0.1 1 10])
b = expint(-1)
c = expint([1+2i, 3-4i, -3+0.5i, 100i])
d = expint([0 Inf 50])
disp(class(expint(single(1))))
try, expint('a'), catch e, disp(e.message), end
