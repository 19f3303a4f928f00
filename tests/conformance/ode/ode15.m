% ode15s and ode15i: Robertson's kinetics as an ODE and as a DAE,
% van der Pol, events and a Jacobian.
r = @(t, y) [-0.04*y(1) + 1e4*y(2)*y(3); 0.04*y(1) - 1e4*y(2)*y(3) - 3e7*y(2)^2; 3e7*y(2)^2];
[t, y] = ode15s (r, [0 40], [1; 0; 0]);
numel (t)
y(end, :)
fun = @(t, y) [-0.04*y(1) + 1e4*y(2).*y(3); 0.04*y(1) - 1e4*y(2).*y(3) - 3e7*y(2).^2; y(1) + y(2) + y(3) - 1];
opts = odeset ('RelTol', 1e-4, 'AbsTol', [1e-6, 1e-10, 1e-6], 'MStateDependence', 'none', ...
               'Mass', [1 0 0; 0 1 0; 0 0 0]);
[t, y] = ode15s (fun, [0, 4*logspace(-6, 6)], [1; 0; 0], opts);
y(end-3:end, :)
res = @(t, y, yp) [-(yp(1) + 0.04*y(1) - 1e4*y(2)*y(3)); ...
                   -(yp(2) - 0.04*y(1) + 1e4*y(2)*y(3) + 3e7*y(2)^2); ...
                   y(1) + y(2) + y(3) - 1];
[t, y] = ode15i (res, [0 4e6], [1; 0; 0], [-0.04; 0.04; 0], ...
                 odeset ('RelTol', 1e-4, 'AbsTol', [1e-6 1e-10 1e-6]));
numel (t)
y(end, :)
f = @(t, y) [y(2); (1 - y(1)^2) * y(2) - y(1)];
[t, y] = ode15s (f, [0 10], [2 0], odeset ('Stats', 'on'));
y(end, :)
jac = @(t, y) [0 1; -2*y(1)*y(2) - 1, 1 - y(1)^2];
[t, y] = ode15s (f, [0 1 2 5], [2 0], odeset ('Jacobian', jac))
[t, y, te, ye, ie] = ode15s (@(t, y) [y(2); -9.81], [0 3], [10; 0], ...
                             odeset ('Events', @(t, y) deal (y(1), 1, -1)));
te, ie
