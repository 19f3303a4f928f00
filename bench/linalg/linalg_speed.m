function linalg_speed (scale)
  % Dense linear-algebra kernels, each the best of 3 tic/toc timings inside
  % this one process; prints "kernel seconds check" per line (check: a
  % residual, so the two programs' answers can be compared too).
  % scale 1: the orders of issue 43; smaller scales time the same kernels
  % at orders near the blocked kernels' threshold (n = round(scale * N)).
  if nargin < 1
    scale = 1;
  end
  rand ("seed", 42);
  n = max (2, round (scale * 1500));
  A = rand (n) + n * eye (n);  b = rand (n, 1);
  t = best (@() A \ b);
  report (sprintf ("A\\b %d", n), t, norm (A * (A \ b) - b, 1) / norm (b, 1));
  n = max (2, round (scale * 600));
  A = rand (n);  A = A' * A + n * eye (n);
  t = best (@() chol (A));
  R = chol (A);
  report (sprintf ("chol %d", n), t, norm (R' * R - A, 1) / norm (A, 1));
  n = max (2, round (scale * 800));
  A = rand (n);
  t = best (@() qr2 (A));
  [Q, R] = qr (A);
  report (sprintf ("[Q,R]=qr %d", n), t, norm (Q * R - A, 1) / norm (A, 1));
  n = max (2, round (scale * 1000));
  A = rand (n) + eye (n);
  t = best (@() inv (A));
  report (sprintf ("inv %d", n), t, norm (A * inv (A) - eye (n), 1));
  t = best (@() lu3 (A));
  [L, U, P] = lu (A);
  report (sprintf ("[L,U,P]=lu %d", n), t, norm (L * U - P * A, 1) / norm (A, 1));
  t = best (@() det (A));
  report (sprintf ("det %d", n), t, 0);
  n = max (2, round (scale * 500));
  A = rand (n);
  t = best (@() svd (A));
  report (sprintf ("svd %d", n), t, 0);
  t = best (@() svd3 (A));
  [U, S, V] = svd (A);
  report (sprintf ("[U,S,V]=svd %d", n), t, norm (U * S * V' - A, 1) / norm (A, 1));
end

function t = best (f)
  t = Inf;
  for k = 1:3
    tic;
    f ();
    t = min (t, toc);
  end
end

function qr2 (A)
  [Q, R] = qr (A);
end

function lu3 (A)
  [L, U, P] = lu (A);
end

function svd3 (A)
  [U, S, V] = svd (A);
end

function report (name, t, check)
  printf ("%s\t%.4f\t%.1e\n", name, t, check);
end
