% lsode: the solution at given times, options, and its exit state.
[x, istate, msg] = lsode (@(x, t) -x, 1, [0 1 2])
x = lsode (@(x, t) [x(2); -x(1)], [1; 0], (0:2:10)')
f = @(x, t) [-0.04*x(1) + 1e4*x(2)*x(3); 0.04*x(1) - 1e4*x(2)*x(3) - 3e7*x(2)^2; 3e7*x(2)^2];
x = lsode (f, [1; 0; 0], [0 0.4 4 40 400 4000 4e4 4e5])
x = lsode ({@(x, t) -x, @(x, t) -1}, 1, [0 1])
lsode_options
lsode_options ('relative tolerance', 1e-10);
lsode_options ('relative tolerance')
