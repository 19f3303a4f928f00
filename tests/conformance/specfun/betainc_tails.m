% betainc: lower and upper tails, shapes, class and argument errors.
a = betainc(0.5, 2, 3)
b = betainc([0.1 0.5 0.9], 2, 3, 'upper')
c = betainc(0.3, 0.5, 0.5)
d = betainc([0 0.2; 0.7 1], [1 2; 3 4], 2.5)
e = betainc(0.999, 2, 30, 'upper')
disp(class(betainc(single(0.5), 2, 3)))
try, betainc(2, 2, 3), catch err, disp(err.message), end
try, betainc(0.5, -2, 3), catch err, disp(err.message), end
try, betainc(0.5, 2, 0), catch err, disp(err.message), end
try, betainc(0.5, 2, 3, 'middle'), catch err, disp(err.message), end
