% gammaincinv and betaincinv: lower and upper tails, round trips, errors.
g = gammaincinv(0.5, 2)
gu = gammaincinv([0.1 0.9], [1 3], 'upper')
ge = [gammaincinv(0, 2), gammaincinv(1, 2), gammaincinv(1e-10, 0.5)]
r = gammainc(gammaincinv([0.01 0.3 0.99], 4.5), 4.5)
b = betaincinv(0.5, 2, 3)
bu = betaincinv([0.1 0.9], 2, 3, 'upper')
rb = betainc(betaincinv([0.01 0.5 0.99], 0.7, 3), 0.7, 3)
try, gammaincinv(2, 1), catch e, disp(e.message), end
try, betaincinv(0.5, int8(2), 3), catch e, disp(e.message), end
