% ode23's demo: steps and errors of y' = -y as the tolerance shrinks.
tol = 1e-5 ./ 10.^[0:8];
for i = 1:numel (tol)
  opt = odeset ('RelTol', tol(i), 'AbsTol', realmin);
  [t, y] = ode23 (@(t, y) -y, [0, 1], 1, opt);
  printf ('%g: %d steps, error %.1e\n', tol(i), numel (t) - 1, norm (y .* exp (t) - 1, Inf));
end
