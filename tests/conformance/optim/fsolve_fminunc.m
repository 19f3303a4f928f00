% fsolve and fminunc on small systems: solutions and counts.
[x, fval, info, out] = fsolve (@(x) [x(1)^2 + x(2)^2 - 4; x(1) - x(2)], [1; 0])
[x, ~, info] = fsolve (@(x) [2*x(1) - x(2) - exp(-x(1)); -x(1) + 2*x(2) - exp(-x(2))], [-5; -5])
x = fsolve (@(x) x.^3 - [1; 8], [1; 1], optimset ('Jacobian', 'off', 'TolFun', 1e-10))
[x, fval, info, out] = fminunc (@(x) (x(1) - 3)^2 + 10 * (x(2) + 1)^2, [0; 0])
