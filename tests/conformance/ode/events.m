% A bouncing ball's first fall: a terminal event, and one that only counts.
f = @(t, y) [y(2); -9.81];
opts = odeset ('Events', @(t, y) deal (y(1), 1, -1));
[t, y, te, ye, ie] = ode45 (f, [0 5], [10; 0], opts);
numel (t), te, ye, ie
sol = ode45 (f, [0 5], [10; 0], opts);
sol.xe, sol.ie
opts = odeset ('Events', @(t, y) deal ([y(1) - 5; y(2) + 5], [0; 0], [0; 0]));
[t, y, te, ye, ie] = ode23 (f, [0 1.2], [10; 0], opts);
numel (t), te, ie
