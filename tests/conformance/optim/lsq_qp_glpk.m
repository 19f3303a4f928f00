% Non-negative least squares, quadratic and linear programs.
[x, resnorm, residual, flag] = lsqnonneg ([1 0; 0 1; 2 1], [1; 3; -2])
x = pqpnonneg ([2 1; 1 2], [-1; 1])
[x, obj, info, lambda] = qp ([], [2 0; 0 2], [-2; -5], [], [], [0; 0], [10; 10], -Inf, [1 1], 3)
[x, obj, info, lambda] = qp ([0; 0; 0], eye (3), [1; 1; 1], [1 1 1], 1)
[xmin, fmin, status, extra] = glpk ([10; 6; 4], [1 1 1; 10 4 5; 2 2 6], [100; 600; 300], [0; 0; 0], [], 'UUU', 'CCC', -1)
[x, f] = glpk ([-5; -4], [6 4; 1 2], [24; 6], [0; 0], [], 'UU', 'II')
[x, obj, info, iter] = sqp ([1; 1], @(x) (x(1) - 2)^2 + (x(2) - 1)^2, @(x) x(1) + x(2) - 2)
