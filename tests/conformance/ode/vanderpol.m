% The van der Pol oscillator with each solver: steps and the last value.
f = @(t, y) [y(2); (1 - y(1)^2) * y(2) - y(1)];
[t, y] = ode45 (f, [0 20], [2 0]);
numel (t)
y(end, :)
[t, y] = ode23 (f, [0 20], [2 0]);
numel (t)
y(end, :)
[t, y] = ode23s (f, [0 20], [2 0]);
numel (t)
y(end, :)
[t, y] = ode45 (f, [0 1 2 5 10 20], [2; 0])
sol = ode23 (f, [0 2], [2; 0]);
size (sol.x), sol.solver
