% Exponential, gamma and Poisson draws from seeded streams: each has a
% stream of its own, as in Octave.
format long
rande('twister', 42); disp(rande(1, 6))
randg('twister', 42); disp(randg(2.5, 1, 4))
randg('twister', 42); disp(randg(0.5, 2, 2))
randg('twister', 1); disp(randg([0.5 2 3; 1 0.2 7]))
format short
randp('twister', 42); disp(randp(3, 1, 6))
for L = [0 0.5 5 9.9 10]
  randp('twister', 7); disp(randp(L, 1, 8))
end
randp('twister', 1); disp(randp([3 30 3e8; 11 13 0]))
randp('twister', 42); disp(randp([1 20 200 1e9], 1, 4))
randp('twister', 42); disp(randp(1e9, 1, 3))
% One stream does not move another.
rand('twister', 5); rande('twister', 5); a = rand(1, 2); e = rande(1, 2);
rand('twister', 5); b = rand(1, 2); disp(isequal(a, b))
% Parameters out of range give NaN.
disp(randg([0.5 -1; NaN Inf]) > -1)
disp(isnan(randp([-1 NaN Inf])))
x = rande(2, 'single'); disp(class(x))
x = randg(2, 3, 'single'); disp(size(x))
disp(size(randp(4, 0, 3)))
% Moments of a large sample.
randg('twister', 3); g = randg(4, 1, 20000);
printf('%.1f %.0f\n', mean(g), var(g));
randp('twister', 3); p = randp(4, 1, 20000);
printf('%.1f %.0f %d\n', mean(p), var(p), all(p == round(p)));
rande('twister', 3); e = rande(20000, 1);
printf('%.1f %.1f %d\n', mean(e), var(e), all(e > 0));
try, randg([1 2], 3); catch err, disp(err.message), end
try, randp(); catch err, disp(err.message), end
