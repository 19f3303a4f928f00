% Long elementwise expressions (2^16 elements), shared among the threads,
% also when the result is computed into a fresh operand that the
% expression reads where it writes (the -v of exp (-v)).
k = (1:65536)';
v = mod (k * 40503 + 12345, 2^26) / 2^26 * 50;
r = sin (v).^2 + cos (v).^2 - exp (-v) .* v;
printf ('%.17g %.17g %.17g\n', sum (r), r(1), r(end));
f = @() sin (v).^2 + cos (v).^2 - exp (-v) .* v;
printf ('%d\n', isequal (f (), r));
r = exp (-v / 3) + log (v + 1);
printf ('%.17g %.17g\n', sum (r), r(40000));
r = cos (-v - 1) .* 2 + atan (v);
printf ('%.17g %s\n', sum (r(:)), mat2str (size (r)));
u = v';
r = tanh (-u) - sin (u - 2);
printf ('%.17g %.17g\n', sum (r), r(65536));
printf ('%.17g %.17g\n', sum (cos (v) .* v), sum (exp (-v) + sin (v)));
