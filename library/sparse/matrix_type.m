function out = matrix_type (A, type, varargin)
% -- TYPE = matrix_type (A)
% -- TYPE = matrix_type (A, "nocompute")
% -- A = matrix_type (A, TYPE)
% -- A = matrix_type (A, "upper", PERM)
% -- A = matrix_type (A, "lower", PERM)
% -- A = matrix_type (A, "banded", NL, NU)
%     The structure the linear solvers would find in A: one of
%     "Diagonal", "Permuted Diagonal", "Upper", "Lower", "Permuted
%     Upper", "Permuted Lower", "Tridiagonal", "Banded" (sparse only;
%     dense enough within its band, see spparms ("bandden")), "Positive
%     Definite" (probably: Hermitian with a real positive diagonal and
%     every |A(i,j)|^2 < A(i,i)*A(j,j)), "Full" or "Rectangular".  The
%     first two and the banded types are found in sparse matrices only; a
%     tall sparse matrix may be (permuted) upper and a wide one (permuted)
%     lower, any other non-square one is "Rectangular".
%
%     matc keeps no type with a matrix: A = matrix_type (A, TYPE) checks
%     its arguments and returns A unchanged, and "nocompute" answers
%     "Unknown".
%
%     See also: spparms.

  if (nargin < 1 || nargin > 4)
    print_usage ();
  end
  if (iscell (A) || isstruct (A))
    error ('octave_base_value::matrix_value(): wrong type argument ''%s''', class (A));
  end
  if (ischar (A))
    error ('invalid conversion from string to real matrix');
  end
  if (nargin == 1 || (nargin == 2 && ischar (type) && strcmpi (type, 'nocompute')))
    if (nargin == 2)
      out = 'Unknown';
    elseif (issparse (A))
      out = sparse_type (A);
    else
      out = full_type (A);
    end
    return;
  end
  if (! ischar (type))
    error ('matrix_type: TYPE must be a string');
  end
  t = lower (type);
  known = {'unknown', 'full', 'positive definite', 'singular', 'upper', 'lower'};
  if (issparse (A))
    known = [known, {'diagonal', 'permuted diagonal', 'banded', ...
                     'banded positive definite'}];
  end
  if (! any (strcmp (t, known)))
    error ('matrix_type: Unknown matrix type %s', type);
  end
  if (any (strcmp (t, {'upper', 'lower'})) && nargin > 2)
    p = varargin{1};
    if (numel (p) != columns (A) || ! isequal (sort (p(:))', 1:columns (A)))
      error ('matrix_type: Invalid permutation vector PERM');
    end
  end
  out = A;
end

function t = full_type (A)
  % Triangular beats Hermitian; a zero on the diagonal rules out all three.
  [m, n] = size (A);
  if (m != n)
    t = 'Rectangular';
    return;
  end
  if (m == 1 && n == 1)
    t = 'Diagonal';
    return;
  end
  A = double (A);
  d = diag (A);
  if (all (d != 0) && ! any (any (tril (A, -1))))
    t = 'Upper';
  elseif (all (d != 0) && ! any (any (triu (A, 1))))
    t = 'Lower';
  elseif (probably_pd (A))
    t = 'Positive Definite';
  else
    t = 'Full';
  end
end

function t = sparse_type (A)
  [m, n] = size (A);
  nm = min (m, n);
  [i, j] = find (A);
  nz = numel (i);
  t = 'Full';
  if (nz == nm)
    t = diagonal_type (i, j, nm);
  end
  if (strcmp (t, 'Full') && all (ismember (1:nm, i(i == j))))
    % No zero on the diagonal: look at the band.
    nu = max ([0; j - i]);
    nl = max ([0; i - j]);
    bandden = spparms ('bandden');
    if (m == n && bandden != 1 && nz > bandden * band_size (n, nl, nu))
      if (nl == 1 && nu == 1)
        t = 'Tridiagonal';
      else
        t = 'Banded';
      end
    end
    if (nu == 0)
      t = 'Lower';
    elseif (nl == 0)
      t = 'Upper';
    end
  end
  if (strcmp (t, 'Full'))
    % Permuted triangular: the columns reorder to an upper triangle when
    % every row 1..min (m, n) is the last nonzero row of some column; the
    % rows reorder to a lower triangle when every column is the last
    % nonzero column of some row.  Upper is tried first.
    if (all (ismember (1:nm, accumarray (j(:), i(:), [n, 1], @max))))
      t = 'Permuted Upper';
    elseif (all (ismember (1:nm, accumarray (i(:), j(:), [m, 1], @max))))
      t = 'Permuted Lower';
    end
  end
  % A tall matrix may be (permuted) upper, a wide one (permuted) lower.
  if ((m > n && any (strcmp (t, {'Lower', 'Permuted Lower', 'Full'}))) ...
      || (m < n && any (strcmp (t, {'Upper', 'Permuted Upper', 'Full'}))))
    t = 'Rectangular';
  elseif (m == n && any (strcmp (t, {'Full', 'Banded', 'Tridiagonal'})) ...
          && probably_pd (A))
    if (strcmp (t, 'Full'))
      t = 'Positive Definite';
    else
      t = [t ' Positive Definite'];
    end
  end
end

function t = diagonal_type (i, j, nm)
  % With as many nonzeros as the diagonal is long: the leading columns
  % hold one each on the diagonal; from the first that does not, the
  % columns up to nm hold at most one each, in rows not used before.
  % Like Octave, that last test reads the K-th stored nonzero for column
  % K (the same while no column is empty) and ignores columns past nm.
  t = 'Full';
  cnt = accumarray (j(:), 1, [max([nm; j(:)]), 1]);
  cnt = cnt(1:nm);
  k = find (cnt != 1 | i(1:nm) != (1:nm)', 1);
  if (isempty (k))
    t = 'Diagonal';
  elseif (cnt(k) == 1)
    used = false (max ([nm; i(:)]), 1);
    used(1:k-1) = true;
    for c = k:nm
      if (cnt(c) > 1 || (cnt(c) == 1 && used(i(c))))
        return;
      end
      used(i(c)) = true;
    end
    t = 'Permuted Diagonal';
  end
end

function s = band_size (n, nl, nu)
  % The band's off-diagonal entries: n*(nl + nu) less the corners cut off.
  s = n * (nl + nu) - nu * (nu + 1) / 2 - nl * (nl + 1) / 2;
end

function tf = probably_pd (A)
  % Hermitian, a real positive diagonal, each |A(i,j)|^2 < A(i,i)*A(j,j).
  d = full (diag (A));
  tf = false;
  if (any (imag (d) != 0) || any (real (d) <= 0) || ! isequal (A, A'))
    return;
  end
  [i, j, v] = find (A);
  off = i != j;
  tf = all (abs (v(off)).^2 < d(i(off)) .* d(j(off)));
end
