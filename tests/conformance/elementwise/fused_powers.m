% Integer powers of arrays of 64 elements or more inside elementwise
% expressions (computed in one pass by matc), beside the powers that are not.
x = [linspace(-3, 3, 70), NaN, Inf, -Inf, 0, -0];
p2 = x .^ 2 + 1;
p3 = x .^ 3 - x;
pm = x .^ -1 * 2;
p4 = (x .^ 4) ./ 3;
p0 = x .^ 0 + x;
pn = 2 * x .^ -2;
for v = {p2, p3, pm, p4, p0, pn}
  y = v{1};
  fprintf('%.17g ', y([1 2 36 70 71 72 73 74 75])); fprintf('| %.17g\n', sum(y(isfinite(y))));
end
h = x(1:70) .^ 0.5 + 1;
disp(isreal(h)); disp(class(h)); fprintf('%.15g %.15g\n', real(h(1)), imag(h(1)));
a = reshape(1:90, 9, 10) / 9;
b = (a(:, 2:end) - a(:, 1:end-1)) .^ 2 + a(:, 1:9) .^ 3;
fprintf('%.17g %.17g\n', sum(b(:)), b(end));
c = a .^ a(1, 1);
fprintf('%.17g\n', sum(c(:)));
d = 2 .^ a;
fprintf('%.17g\n', sum(d(:)));
