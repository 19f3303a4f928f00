% gammainc: the four tails, the limits, single class and argument errors.
p = gammainc([0.5 1 10], 2)
q = gammainc(1, [1 2 3], 'upper')
sl = gammainc(3, 2, 'scaledlower')
su = gammainc(3, 2, 'ScaledUpper')
big = [gammainc(100, 100), gammainc(1e-5, 1e-3), gammainc(20, 2.5, 'upper'), gammainc(0.3, 7.5)]
lim = [gammainc(0, 0), gammainc(1, 0), gammainc(Inf, 2), gammainc(0, 2), gammainc(-1, 2)]
m = gammainc([1 2; 3 4], [0.5 1.5; 2.5 3.5])
disp(class(gammainc(single(1), 2)))
try, gammainc(1, -2), catch e, disp(e.message), end
try, gammainc(1+i, 2), catch e, disp(e.message), end
try, gammainc(1, 2, 'foo'), catch e, disp(e.message), end
try, gammainc([1;2], [1 2 3]), catch e, disp(e.message), end
