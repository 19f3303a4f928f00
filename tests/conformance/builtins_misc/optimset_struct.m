% optimset builds option structs (names matched without case), optimget
% reads them; fsolve solves a small nonlinear system.
o = optimset('Display', 'off', 'tolx', 1e-8)
p = optimset(o, 'TolFun', 1e-3);
disp(fieldnames(p)')
q = optimset('fsolve')
r = optimset()
s = optimset(o, struct('maxiter', 3))
optimget(p, 'tolfun')
optimget(p, 'MaxIter', 7)
optimget(p, 'MaxIter')
[x, fval, info] = fsolve(@(x) [x(1)^2 + x(2)^2 - 4; x(1) - x(2)], [1; 0.5], o);
printf('%.6f %.6f %d\n', x, info);
x = fsolve(@(t) cos(t) - t, 1)
