% Vector and matrix norms to the last bit: the 2-norm's scaled sum of
% squares rounds as Octave's, the 1- and Inf-norms add in order, and the
% largest column or row sum keeps a NaN only when it comes first. Real and
% complex data over six decades.
for k = 1:12
  n = 23 * k;
  t = (1:n)';
  v = sin(t * 1.7) .* 10 .^ (3 * cos(t * 0.3));
  if mod(k, 4) == 0, v(3) = 0; v(end) = -v(end) * 1e8; end
  m = reshape(v(1:4 * floor(n / 4)), 4, []);
  z = v + 1i * cos(t);
  w = reshape(z(1:4 * floor(n / 4)), 4, []);
  fprintf('%.17g %.17g %.17g %.17g\n', norm(v), norm(v, 1), norm(v, Inf), norm(v', 'fro'));
  fprintf('%.17g %.17g %.17g\n', norm(m, 1), norm(m, Inf), norm(m, 'fro'));
  fprintf('%.17g %.17g %.17g\n', norm(z), norm(z, 1), norm(z, Inf));
  fprintf('%.17g %.17g %.17g\n', norm(w, 1), norm(w, Inf), norm(w, 'fro'));
end
disp([norm([1 NaN 2]), norm([1 NaN 2], 1), norm([1 NaN 2], Inf), norm([1 Inf 2]), norm([Inf -Inf])])
disp([norm([1 NaN; 2 3], 1), norm([1 NaN; 2 3], Inf), norm([NaN 1; 2 3], 1), norm([2 3; NaN 1], Inf)])
disp([norm([1 NaN; 2 3], 'fro'), norm([0 0]), norm([0 0], Inf), norm([0 0], 1), norm(-0), norm(zeros(3))])
disp([norm([1e300 1e300]), norm([1e-300 1e-300]), norm([3 4], 1), norm([-3; 4], Inf)])
disp(norm([]))
% Long enough to be taken a stretch at a time, a NaN in a later stretch.
v = sin(1:10000)'; v(5000) = NaN; disp([norm(v, Inf), norm(v, 1), norm(v)])
v(5000) = 3; v(9999) = -7; printf('%.17g %.17g %.17g\n', norm(v, Inf), norm(v, 1), norm(v))
v(2) = NaN; disp([norm(v, Inf), norm(v, 1)])
