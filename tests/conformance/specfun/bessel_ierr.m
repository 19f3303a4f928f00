% The second output, overflow, single precision and argument errors.
[v, ierr] = besselj(1, [1 2 3])
[v, ierr] = besseli(0, 1000)
x = besselj(single(1), 2);
disp(class(x)); disp(x)
x = besselj([1 2], single([1; 2]))
disp(besselj(true, 2))
disp(size(besselj(1, zeros(2, 0))))
try, besselj([0; 1], [1 2 3]), catch e, disp(e.message), end
try, besselj(1, int8(2)), catch e, disp(e.message), end
try, besselj('a', 2), catch e, disp(e.message), end
try, besselj(0, 1, 2), catch e, disp(e.message), end
try, besselh(1, 3, 2), catch e, disp(e.message), end
