function [U, H, nu] = krylov (A, V, k, eps1, pflg)
% -- [U, H, NU] = krylov (A, V, K, EPS1, PFLG)
%     An orthonormal basis U of the block Krylov space spanned by
%     [V, A*V, A^2*V, ...], at most K blocks (the columns of V make a
%     block), built with Householder reflections to keep it orthogonal
%     (Walker, "Implementation of the GMRES method using Householder
%     transformations", SIAM J. Sci. Stat. Comput. 9, 1988).  H =
%     U'*A*U: for a vector V it is upper Hessenberg, and A*U == U*H once
%     the space is invariant (K >= rows (A)).  NU is the dimension found:
%     a new direction whose remainder has norm at most EPS1 (default
%     1e-12) is dropped.  PFLG (row pivoting in Octave) is accepted and
%     ignored.  For a block V, H is U'*A*U (Octave documents its H as
%     meaningless then, and its values differ).
%
%     See also: hess, qr, gmres.

  if (nargin < 3)
    print_usage ();
  end
  if (nargin < 4 || isempty (eps1))
    eps1 = 1e-12;
  end
  [n, m] = size (A);
  if (isempty (A) || n != m)
    error ('krylov: A(%d x %d) must be a non-empty square matrix', n, m);
  end
  if (rows (V) != n)
    error ('krylov: A(%d x %d), V(%d x %d): argument dimensions do not match', ...
           n, m, rows (V), columns (V));
  end
  if (! isscalar (k) || k != fix (k))
    error ('krylov: K must be a scalar integer');
  end
  maxcols = min (n, k * columns (V));
  W = zeros (n, 0);          % Householder vectors, one per column of U
  U = zeros (n, 0);
  todo = V;                  % candidate directions, in Krylov order
  t = 1;
  while (t <= columns (todo) && columns (U) < maxcols)
    z = todo(:, t);
    t = t + 1;
    for j = 1:columns (W)
      z = z - 2 * W(:, j) * (W(:, j)' * z);
    end
    c = columns (U) + 1;
    rest = z(c:n);
    nr = norm (rest);
    if (nr <= eps1)
      continue;
    end
    % the reflection that maps rest onto -sign (rest(1)) * nr * e1
    s = sign (rest(1));
    if (s == 0)
      s = 1;
    end
    w = zeros (n, 1);
    w(c:n) = rest;
    w(c) = w(c) + s * nr;
    w = w / norm (w);
    W(:, c) = w;
    u = zeros (n, 1);
    u(c) = 1;
    for j = c:-1:1
      u = u - 2 * W(:, j) * (W(:, j)' * u);
    end
    U(:, c) = u;
    todo(:, end+1) = A * u;
  end
  nu = columns (U);
  H = U' * A * U;
  if (columns (V) == 1)
    % Hessenberg by construction: drop the rounding below it
    H = triu (H, -1);
  end
end
