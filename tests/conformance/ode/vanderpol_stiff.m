% Stiff van der Pol (mu = 10, 100, 1000) with ode23s, with and without a
% Jacobian: steps and the last value.
for mu = [10 100]
  f = @(t, y) [y(2); mu * (1 - y(1)^2) * y(2) - y(1)];
  [t, y] = ode23s (f, [0 2*mu], [2 0]);
  printf ('mu %d: %d steps, y = %.5f %.5f\n', mu, numel (t), y(end, :));
  jac = @(t, y) [0 1; -2*mu*y(1)*y(2) - 1, mu * (1 - y(1)^2)];
  opts = odeset ('Jacobian', jac, 'InitialStep', 1e-3);
  [t, y] = ode23s (f, [0 2*mu], [2 0], opts);
  printf ('mu %d, Jacobian: %d steps, y = %.5f %.5f\n', mu, numel (t), y(end, :));
end
f = @(t, y) [y(2); 1000 * (1 - y(1)^2) * y(2) - y(1)];
[t, y] = ode23s (f, [0 3000], [2; 0]);
printf ('mu 1000: %d steps, y = %.5f %.5f\n', numel (t), y(end, :));
