% eig (A), values only, of the kernel benchmark's symmetric matrices
% A + A' (bench/kernels/kernels_speed.m's mat) at orders 128 to 1500: prints
% "order milliseconds sum(eig)" per line, each the best of 3 in this one
% process. Run as `matc run --threads 1 bench/linalg/eig_sym_orders.m`
% (and `--threads 2`), or `octave -qf --no-gui bench/linalg/eig_sym_orders.m`.
for n = [128 200 300 400 600 1000 1500]
  k = (1:n*n)';  m = 2^26;
  x = mod (k * 40503 + 777, m);
  x = mod (x .* (x + 7) + 3 * k, m);
  x = mod (x .* (x + 13) + k, m) / m;
  A = reshape (x, n, n);  A = A + A';
  best = Inf;
  for r = 1:3
    t = tic;  e = eig (A);  best = min (best, toc (t));
  end
  printf ("%d %.3f %.15g\n", n, best * 1e3, sum (e));
end
