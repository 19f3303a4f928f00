% fft2 and ifft2: along columns, then rows, padded or cut to M rows and N columns.
a = fft2([1 2; 3 4])
b = ifft2(fft2(magic(3)))
c = fft2([1 2 3], 2, 4)
d = fft2(single([1 2]))
class(d)
e = ifft2([1 2; 3 4], 1, 1)
f = fft2(zeros(0, 3))
g = fft2(true(2))
x = fft2([1 2], 1.5, 2)
y = fft2([1 2], 0, 2)
z = fft2(ones(2, 2, 2))
try, fft2(), catch e, disp(strtok(e.message, char(10))), end
try, fft2([1 2], -1, 2), catch e, disp(strtok(e.message, char(10))), end
try, fft2([1 2], 2, -1), catch e, disp(strtok(e.message, char(10))), end
try, ifft2([1 2], -1, 2), catch e, disp(strtok(e.message, char(10))), end
try, fft2({1}), catch e, disp(strtok(e.message, char(10))), end
try, fft2('ab'), catch e, disp(strtok(e.message, char(10))), end
try, fft2([1 2], [], 2), catch e, disp(strtok(e.message, char(10))), end
