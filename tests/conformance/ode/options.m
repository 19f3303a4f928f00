% odeset and odeget: names, structures, warnings and errors.
o = odeset ('reltol', 1e-4, 'AbsTol', 1e-8);
o.RelTol, o.AbsTol
fieldnames (odeset ('Stats', 'on', 'AbsTol', 1))(1:3)
o2 = odeset (o, 'NormControl', 'on');
odeget (o2, 'NormControl'), odeget (o2, 'MaxStep', 0.5), odeget (o2, 'RelTol')
o3 = odeset ('Refine', 2, 'foo', 3);
o3.foo
try, odeset ('opt1'), catch e, disp (e.message), end
try, odeset (1, 1), catch e, disp (e.message), end
try, odeget (o, 'nope'), catch e, disp (e.message), end
try, odeget (1, 'RelTol'), catch e, disp (e.message), end
f = @(t, y) -y;
try, [t, y] = ode45 (f, [0 1], 1, odeset ('RelTol', -1)); catch e, disp (e.message), end
try, [t, y] = ode45 (f, [0 1], 1, odeset ('NormControl', 3)); catch e, disp (e.message), end
try, [t, y] = ode45 (f, [0 1], 1, odeset ('Refine', 1.5)); catch e, disp (e.message), end
try, [t, y] = ode45 (f, [0 0], 1); catch e, disp (e.message), end
try, [t, y] = ode45 (f, 1, 1); catch e, disp (e.message), end
try, [t, y] = ode45 (f, [0 1], 'a'); catch e, disp (e.message), end
try, [t, y] = ode23 (1, [0 1], 1); catch e, disp (e.message), end
[t, y] = ode45 (f, [0 1], 1, odeset ('Stats', 'on'));
sol = ode23s (f, [0 1], 1, odeset ('Stats', 'on'));
sol.stats
[t, y] = ode45 (f, [0 1], 1, odeset ('NormControl', 'on', 'MaxStep', 0.05));
numel (t)
[t, y] = ode23 (@(t, y, a) -a * y, [0 1], 1, odeset (), 3);
y(end)
[t, y] = ode45 (@(t, y) [y(2); -y(1)], [0 2], [1 0], odeset ('Mass', @(t, y) diag ([2 2])));
y(end, :)
[t, y] = ode45 (@(t, y) -y, [1 0], 1);
numel (t), y(end)
