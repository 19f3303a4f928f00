function [L, U, P] = luupdate (L, U, varargin)
% -- [L, U] = luupdate (L, U, X, Y)
% -- [L, U, P] = luupdate (L, U, P, X, Y)
%     Given the LU factorization A = L*U (L unit lower trapezoidal, U
%     upper trapezoidal), return that of A + X*Y.' (note: .', not ').  X
%     and Y are columns (rank-1 update) or matrices with as many columns
%     each (a sequence of rank-1 updates).  With a row permutation matrix
%     P (P'*L*U = A, as from [L, U, P] = lu (A)), the update pivots rows
%     and returns the new P.
%
%     Without P: Bennett's algorithm ("Triangular factors of modified
%     matrices", Numer. Math. 7, 1965); the factors are unique, so only
%     rounding can differ from Octave's.  With P: the method of
%     Kielbasinski and Schwetlick ("Numerische lineare Algebra", 1988):
%     L \ (P*X) is reduced to a multiple of e1 from the bottom up, Y.' is
%     added to U's first row and U is reduced again from the top down,
%     each step swapping two rows when its pivot is under 0.1 times the
%     alternative (as qrupdate does, so that P agrees with Octave's).
%
%     See also: lu, cholupdate, qrupdate.

  if (nargin != 4 && nargin != 5)
    print_usage ();
  end
  pivoted = nargin == 5;
  if (pivoted)
    [P, x, y] = varargin{:};
  else
    [x, y] = varargin{:};
  end
  if (! (isnumeric (L) && isnumeric (U) && isnumeric (x) && isnumeric (y) ...
         && (! pivoted || isnumeric (P))))
    error ('luupdate: L, U, X, and Y must be numeric');
  end
  [m, k] = size (L);
  n = columns (U);
  if (k != min (m, n) || rows (U) != k || pivoted && ! isequal (size (P), [m, m]))
    error ('luupdate: dimension mismatch');
  end
  if (rows (x) != m || rows (y) != n || columns (x) != columns (y))
    error ('luupdate: dimensions mismatch');
  end
  L = full (L);
  U = full (U);
  if (isa (L, 'single') || isa (U, 'single') || isa (x, 'single') || isa (y, 'single'))
    L = single (L);
    U = single (U);
  end
  if (pivoted)
    p = full (P) * (1:m)';
    for t = 1:columns (x)
      [L, U, p] = pivoted_rank1 (L, U, p, full (x(:, t)), full (y(:, t)));
    end
    P = eye (m)(p, :);
  else
    for t = 1:columns (x)
      [L, U] = bennett (L, U, full (x(:, t)), full (y(:, t)));
    end
  end
end

function [L, U] = bennett (L, U, x, y)
  [m, k] = size (L);
  n = columns (U);
  for i = 1:k
    xi = x(i);
    yi = y(i);
    for j = 1:i - 1
      U(j, i) = U(j, i) + x(j) * yi;
      yi = yi - y(j) * U(j, i);
    end
    U(i, i) = U(i, i) + xi * yi;
    yi = yi / U(i, i);
    for j = i + 1:m
      x(j) = x(j) - xi * L(j, i);
      L(j, i) = L(j, i) + x(j) * yi;
    end
    x(i) = xi;
    y(i) = yi;
  end
  for i = k + 1:n
    yi = y(i);
    for j = 1:k
      U(j, i) = U(j, i) + x(j) * yi;
      yi = yi - y(j) * U(j, i);
    end
    y(i) = yi;
  end
end

function [L, U, p] = pivoted_rank1 (L, U, p, x, y)
  [m, k] = size (L);
  n = columns (U);
  tau = 0.1;
  w = x(p);
  w(1:k) = unit_lower_solve (L(1:k, 1:k), w(1:k));
  if (m > k)
    w(k+1:m) = w(k+1:m) - L(k+1:m, 1:k) * w(1:k);
  end
  for j = k - 1:-1:1
    if (abs (w(j)) < tau * abs (L(j+1, j) * w(j) + w(j+1)))
      w([j, j+1]) = w([j+1, j]);
      [L, U, p, t] = swap_pivot (L, U, p, j);
      w(j) = w(j) - t * w(j+1);
    end
    t = w(j+1) / w(j);
    w(j+1) = 0;
    U(j+1, j:n) = U(j+1, j:n) - t * U(j, j:n);
    L(j+1:m, j) = L(j+1:m, j) + t * L(j+1:m, j+1);
  end
  U(1, :) = U(1, :) + w(1) * y.';
  for j = 1:k - 1
    if (abs (U(j, j)) < tau * abs (L(j+1, j) * U(j, j) + U(j+1, j)))
      [L, U, p] = swap_pivot (L, U, p, j);
    end
    t = U(j+1, j) / U(j, j);
    U(j+1, j) = 0;
    U(j+1, j+1:n) = U(j+1, j+1:n) - t * U(j, j+1:n);
    L(j+1:m, j) = L(j+1:m, j) + t * L(j+1:m, j+1);
  end
  if (m > k)
    z = U(1:k, 1:k).' \ y(1:k);
    L(k+1:m, 1:k) = L(k+1:m, 1:k) + w(k+1:m) * z.';
  end
end

function [L, U, p, t] = swap_pivot (L, U, p, j)
  % Exchange rows j and j+1 of the factorization, then make L lower
  % triangular again by a column operation undone on U's rows.
  m = rows (L);
  n = columns (U);
  p([j, j+1]) = p([j+1, j]);
  L(j:m, [j, j+1]) = L(j:m, [j+1, j]);
  L([j, j+1], 1:j+1) = L([j+1, j], 1:j+1);
  U([j, j+1], j:n) = U([j+1, j], j:n);
  t = -L(j, j+1);
  L(j:m, j+1) = L(j:m, j+1) + t * L(j:m, j);
  U(j, j:n) = U(j, j:n) - t * U(j+1, j:n);
end

function w = unit_lower_solve (L, w)
  % Forward substitution with the unit diagonal of L taken as 1.
  for i = 2:numel (w)
    w(i) = w(i) - L(i, 1:i-1) * w(1:i-1);
  end
end
