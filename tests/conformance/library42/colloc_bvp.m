% Orthogonal collocation (colloc): nodes, derivative matrices, weights,
% and a boundary-value problem solved with them.
r = colloc (3)
[r, A, B, q] = colloc (2, 'left', 'right');
disp (round (r' * 1e6) / 1e6)
disp (round (A * 1e4) / 1e4)
disp (round (B * 1e3) / 1e3)
disp (q')
[r, A] = colloc (1, 'l');
disp ([r, A])
r = colloc (2, 'R')'
% Derivatives of a cubic are exact.
[r, A, B] = colloc (3, 'left', 'right');
f = r.^3 - 2 * r;
printf ('%.10f\n', max (abs (A * f - (3 * r.^2 - 2))), max (abs (B * f - 6 * r)));
% Gauss-Legendre quadrature of x^5 on [0, 1].
[r, A, B, q] = colloc (4);
printf ('%.12f\n', q' * r.^5);
% y'' = y on [0, 1], y(0) = 1, y(1) = cosh(1) + sinh(1) = e.
[r, A, B] = colloc (6, 'left', 'right');
n = numel (r);
M = B - eye (n);
rhs = zeros (n, 1);
M([1 n], :) = 0;
M(1, 1) = 1;
M(n, n) = 1;
rhs([1 n]) = [1; exp(1)];
y = M \ rhs;
printf ('error below 1e-6: %d\n', max (abs (y - exp (r))) < 1e-6);
% Degenerate sizes and errors.
[r, A, B, q] = colloc (0, 'left', 'right')
[r, A, B, q] = colloc (0, 'right')
r = colloc (2.6)'
r = colloc (true)
bad = {{}, {0}, {-1}, {NaN}, {[1 2]}, {'a'}, {1, 1}, {1, 'foo'}, {1, 'lefty'}, {1, ''}, {1, 2, 3, 4}};
for k = 1:numel (bad)
  try
    colloc (bad{k}{:});
  catch err
    disp (strtok (err.message, char (10)));
  end
end
