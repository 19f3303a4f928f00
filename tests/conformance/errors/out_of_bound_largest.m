% An out-of-bound subscript list is reported by its largest index.
a = [1 2 3];
try, a([4 6 5]), catch e, disp(e.message), end
try, z = zeros(1, 0); z(1:2), catch e, disp(e.message), end
try, z(logical([1 0 1])), catch e, disp(e.message), end
try, m = magic(3); m([5 9 12 10], 1), catch e, disp(e.message), end
try, m(2, [1 7 4]), catch e, disp(e.message), end
