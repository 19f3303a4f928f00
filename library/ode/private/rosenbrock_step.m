function [x_new, x_est, k] = rosenbrock_step (f, t, x, h, t_new, o)
% One step of the linearly implicit Rosenbrock 2(3) pair of Shampine and
% Reichelt ("The MATLAB ODE Suite", SIAM J. Sci. Comput. 18, 1997) for
% M y' = f (t, y), with the Jacobian of O.Jacobian or by central
% differences, and df/dt by a forward difference.

  d = 1 / (2 + sqrt (2));
  e32 = 6 + sqrt (2);
  args = o.funarguments;
  J = ode_jacobian (f, t, x, o);
  T = (f (t + 0.1 * h, x, args{:}) - f (t, x, args{:})) / (0.1 * h);
  M = o.Mass;
  [L, U, P] = lu (full (M - h * d * J));
  solve = @(r) U \ (L \ (P * r));
  F0 = f (t, x, args{:});
  k1 = solve (F0 + h * d * T);
  F1 = f (t + 0.5 * h, x + 0.5 * h * k1, args{:});
  k2 = solve (F1 - M * k1) + k1;
  x_new = x + h * k2;
  F2 = f (t + h, x_new, args{:});
  k3 = solve (F2 - e32 * (M * k2 - F1) - 2 * (M * k1 - F0) + h * d * T);
  x_est = x_new + (h / 6) * (k1 - 2 * k2 + k3);
  k = [k1, k2, k3];
end
