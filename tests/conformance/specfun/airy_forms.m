% airy: the four functions, scaling, complex arguments, ierr and errors.
a = airy([1 2 3])
k = [airy(0, 1), airy(1, 1), airy(2, 1), airy(3, 1)]
n = [airy(0, -2), airy(2, -2)]
c = airy(0, 1+1i)
s = airy(0, 10, 1)
[v, ierr] = airy(1, [0.5 -0.5])
disp(class(airy(single(1))))
try, airy(4, 1), catch e, disp(e.message), end
