f = @(x) [x(1)^2 + x(2)^2 - 4; x(1) - x(2)];
[x, fv, info, out] = fsolve(f, [1; 0.5])
g = @(x) [1 - x(1) - x(2); exp(x(1)) - 3*x(2) + 20*x(3)^2; x(3) - 0.01*x(1)];
[y, gv, gi] = fsolve(g, [0.1 0.9 1], optimset('TolFun', 1e-3));
y, gi, small = norm(gv) < 1e-4
[z, zv, zi] = fsolve(@(x) x.^3 - 8, 1, optimset('Updating', 'on'))
[w, wv, wi] = fsolve(@(x) [2*x(1) - x(2) - exp(-x(1)); -x(1) + 2*x(2) - exp(-x(2))], [-5 -5], optimset('FinDiffType', 'central'))
