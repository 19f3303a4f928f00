% Oracle for builtins/misc.rs tests (run from an empty folder).
try, toc, catch e, disp(e.message), end
tic; toc
try, assert(false), catch e, disp(e.message), end
try, assert(false, 'bad %d', 3), catch e, disp(e.message), end
try, assert([1 2 3], [1 2 4]), catch e, disp(e.message), end
y = fft([1 2 3 4])
z = ifft(y)
p = fft([1 2], 4)
