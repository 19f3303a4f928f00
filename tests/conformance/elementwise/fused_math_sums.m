% Elementwise functions, ranges and sums of elementwise expressions over
% arrays large enough to be computed in one pass, and max/min of vectors.
v = (1:100) / 3; u = (1:130) / 11; w = (5:-0.5:-44.5)';
printf('%.17g\n', sum(abs(sin(v)) .* (3:102)));
printf('%.17g\n', sum((floor(v * 2) - round(u(5:104)))'));
r = sqrt(v .^ 2 + u(1:100) .^ 2 + 0.5); printf('%.17g %.17g\n', sum(r), r(7));
r = log(v .^ 2 + 0.5); printf('%.17g %.17g\n', sum(r), r(99));
r = sqrt(v - 10); printf('%.17g %.17g %d\n', real(sum(r)), imag(sum(r)), isreal(r));
r = log(v - 10); printf('%.17g %.17g\n', real(r(1)), imag(r(1)));
r = exp(v / 100)'; printf('%.17g %s\n', sum(r), mat2str(size(r)));
printf('%.17g\n', sum(w .* v'));
printf('%.17g\n', sum((0.1:0.1:10) .* v));
printf('%.17g\n', sum(fix(-v) + ceil(v) + atan(v) + tan(v / 50) + cos(v)));
x = reshape(sin(1:600), 20, 30);
printf('%.17g ', sum(abs(x) .* 2)); printf('\n');
y = x(:); printf('%s %.17g\n', mat2str(size(y)), sum(y .* (1:600)'));
a = [NaN -0 0 NaN]; b = [0 -0]; c = [NaN NaN]; d = [-Inf NaN];
z = [max(a) min(a) max(b) min(b) max(c) min(c) max(d) min(d)];
printf('%g ', z, 1 ./ z(1:4)); printf('\n');
big = [NaN, zeros(1, 99), -0, -(1:50)]; printf('%g %g %g\n', 1 / max(big), min(big), max(-big));
