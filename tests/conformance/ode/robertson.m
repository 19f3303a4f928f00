% Robertson's chemical kinetics with ode23s.
f = @(t, y) [-0.04*y(1) + 1e4*y(2)*y(3);
             0.04*y(1) - 1e4*y(2)*y(3) - 3e7*y(2)^2;
             3e7*y(2)^2];
[t, y] = ode23s (f, [0 40], [1; 0; 0]);
numel (t)
y(end, :)
[t, y] = ode23s (f, [0 0.4 4 40 400], [1; 0; 0], odeset ('RelTol', 1e-4, 'AbsTol', [1e-6 1e-10 1e-6]));
t, y
