function kernels_speed (scale, only)
  % The library kernels of issue 43, each the best of 3 tic/toc timings
  % inside this one process. Prints "kernel<TAB>seconds<TAB>check" per line;
  % the check (a checksum or a residual) lets run.py compare the answers.
  % scale 1: the sizes of the issue. only: run just the kernels whose name
  % contains this string.
  if nargin < 1
    scale = 1;
  end
  if nargin < 2
    only = "";
  end
  global ONLY
  ONLY = only;
  N = max (10, round (scale * 2e6));
  v = pseudo (N) * 1000;          % 2e6 distinct values in [0, 1000)
  w = floor (pseudo (N, 999) * 1e5);   % 2e6 values with repeats
  M = reshape (pseudo (1e6) * 10, 1000, 1000);

  % dense linear algebra
  n = max (2, round (scale * 1500));
  A = mat (n, n) + n * eye (n);  b = pseudo (n);
  kernel (sprintf ("%s %d", 'A\b', n), @() A \ b, @(x) norm (A * x - b, 1) / norm (b, 1), 1);
  n = max (2, round (scale * 600));
  A = mat (n, n);  A = A' * A + n * eye (n);
  kernel (sprintf ("chol %d", n), @() chol (A), @(R) norm (R' * R - A, 1) / norm (A, 1), 1);
  n = max (2, round (scale * 800));
  A = mat (n, n);
  kernel (sprintf ("[Q,R]=qr %d", n), @() qr2 (A), @(c) norm (c{1} * c{2} - A, 1) / norm (A, 1), 1);
  n = max (2, round (scale * 1000));
  A = mat (n, n) + eye (n);
  kernel (sprintf ("inv %d", n), @() inv (A), @(X) norm (A * X - eye (n), 1), 1);
  kernel (sprintf ("[L,U,P]=lu %d", n), @() lu3 (A), @(c) norm (c{1} * c{2} - c{3} * A, 1) / norm (A, 1), 1);
  kernel (sprintf ("det %d", n), @() det (A), @(d) d, 0);
  kernel (sprintf ("M*M %d", n), @() A * A, @(X) sum (X(:)), 0);
  n = max (2, round (scale * 600));
  A = mat (n, n);  A = A + A';
  kernel (sprintf ("eig sym %d", n), @() eig (A), @(e) sum (e), 0);
  n = max (2, round (scale * 300));
  A = mat (n, n);
  kernel (sprintf ("eig %d", n), @() eig (A), @(e) sum (abs (e)), 0);
  n = max (2, round (scale * 500));
  A = mat (n, n);
  kernel (sprintf ("svd %d", n), @() svd (A), @(s) sum (s), 0);

  % sorting and sets
  kernel ("sort", @() sort (v), @(s) checksum (s), 0);
  kernel ("[s,i]=sort", @() sort2 (v), @(i) checksum (i), 0);
  kernel ("unique", @() unique (w), @(u) checksum (u), 0);
  kernel ("accumarray", @() accumarray (floor (w / 100) + 1, v), @(a) checksum (a), 0);

  % indexing
  kernel ("v(end:-1:1)", @() v(end:-1:1), @(r) checksum (r), 0);
  kernel ("v(v<500)", @() v(v < 500), @(r) checksum (r), 0);
  kernel ("y(y>100)=0", @() clip (v), @(r) checksum (r), 0);
  kernel ("find", @() find (v < 500), @(r) checksum (r), 0);
  kernel ("repmat", @() repmat (v(1:1000)', 1000, 1), @(r) checksum (r(:, 7)), 0);
  ix = mod (w, N) + 1;             % 2e6 positions with repeats
  kernel ("v(ix)", @() v(ix), @(r) checksum (r), 0);
  kernel ("v(1:2:end)=[]", @() every_other_deleted (v), @(r) checksum (r), 0);
  kernel ("M'", @() M', @(r) checksum (r(:, 7)), 0);
  P = reshape (v(1:1e4 * floor (N / 1e4)), 100, [], 100);   % 100 x 200 x 100 at scale 1
  kernel ("permute(P,[3 1 2])", @() permute (P, [3 1 2]), @(r) checksum (r(:, :, end)), 0);

  % reductions and scans
  kernel ("sum", @() sum (v), @(s) s, 0);
  kernel ("max", @() max (v), @(s) s, 0);
  kernel ("mean", @() mean (v), @(s) s, 0);
  kernel ("std", @() std (v), @(s) s, 0);
  kernel ("cumsum", @() cumsum (v), @(r) checksum (r), 0);
  kernel ("cumsum(M,2)", @() cumsum (M, 2), @(r) checksum (r(:, end)), 0);
  kernel ("M - mean(M)", @() M - mean (M), @(r) checksum (r(:, 3)), 0);
  kernel ("median(M)", @() median (M), @(r) checksum (r), 0);
  kernel ("norm(v,1)", @() norm (v, 1), @(s) s, 0);

  % signals and elementwise
  x = v(1:min (N, 2^20));
  kernel ("fft", @() fft (x), @(f) sum (abs (f)), 0);
  kernel ("conv", @() conv (v(1:round (N / 20)), v(1:200)), @(c) checksum (c), 0);
  kernel ("filter fir", @() filter ([0.2 0.3 0.5], 1, v), @(r) checksum (r), 0);
  kernel ("trapz", @() trapz (v), @(s) s, 0);
  kernel ("v.^2", @() v .^ 2, @(r) checksum (r), 0);
  kernel ("sin.^2+cos.^2-exp.*x", @() sin (v).^2 + cos (v).^2 - exp (-v) .* v, @(r) sum (r), 0);

  % strings and cells
  k = max (10, round (scale * 300));
  kernel ("num2str cellfun", @() cellfun (@num2str, num2cell (1:k), "UniformOutput", false), ...
          @(c) numel ([c{:}]), 0);
  k = max (10, round (scale * 5e4));
  kernel ("sprintf strsplit", @() strsplit (sprintf ("%d,", 1:k), ","), @(c) numel (c), 0);
end

function kernel (name, f, check, residual)
  % residual 1: check is an error norm (only its smallness is compared)
  global ONLY
  if ! isempty (ONLY) && isempty (strfind (name, ONLY))
    return
  end
  t = Inf;
  for k = 1:3
    tic;
    r = f ();
    t = min (t, toc);
  end
  printf ("%s\t%.6f\t%d\t%.12e\n", name, t, residual, check (r));
end

function x = pseudo (n, seed)
  % n numbers in [0, 1) from a quadratic hash (exact in doubles): the same
  % in every implementation, unlike rand's seeds
  if nargin < 2
    seed = 12345;
  end
  k = (1:n)';
  m = 2^26;
  x = mod (k * 40503 + seed, m);
  x = mod (x .* (x + 7) + 3 * k, m);
  x = mod (x .* (x + 13) + k, m) / m;
end

function A = mat (r, c)
  A = reshape (pseudo (r * c, 777), r, c);
end

function s = checksum (r)
  r = double (r(:));
  s = sum (r .* mod ((1:numel (r))', 97));
end

function c = qr2 (A)
  [Q, R] = qr (A);
  c = {Q, R};
end

function c = lu3 (A)
  [L, U, P] = lu (A);
  c = {L, U, P};
end

function i = sort2 (v)
  [s, i] = sort (v);
end

function y = clip (y)
  y(y > 100) = 0;
end

function y = every_other_deleted (y)
  y(1:2:end) = [];
end
