% ode45's demo: steps and errors of y' = -y as the tolerance shrinks (to
% 1e-12: at 1e-13 the error is rounding, whose last bits depend on the
% BLAS's use of fused multiply-adds).
tol = 1e-5 ./ 10.^[0:7];
for i = 1:numel (tol)
  opt = odeset ('RelTol', tol(i), 'AbsTol', realmin);
  [t, y] = ode45 (@(t, y) -y, [0, 1], 1, opt);
  printf ('%g: %d steps, error %.1e\n', tol(i), numel (t) - 1, norm (y .* exp (t) - 1, Inf));
end
