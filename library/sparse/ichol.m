function L = ichol (A, opts)
% -- L = ichol (A)
% -- L = ichol (A, OPTS)
%     The incomplete Cholesky factorization of the symmetric positive
%     definite sparse matrix A with no fill-in (IC(0), OPTS.type "nofill",
%     the default): L lower triangular with the pattern of tril (A) and
%     L * L' equal to A on that pattern.  OPTS.diagcomp = ALPHA factors
%     A + ALPHA * diag (diag (A)) instead; OPTS.shape = "upper" returns
%     L' (the upper factor).  Only tril (A) is read.  The threshold type
%     "ict" and OPTS.michol "on" are not implemented.
%
%     The factor comes from the column-oriented Cholesky update restricted
%     to the pattern (Saad, Iterative Methods for Sparse Linear Systems,
%     section 10.3.5).
%
%     See also: ilu, chol, pcg.

  if (nargin < 1)
    print_usage ();
  end
  if (! issparse (A) || ! issquare (A))
    error ('ichol: A must be a sparse square matrix');
  end
  alpha = 0;
  shape = 'lower';
  if (nargin > 1)
    if (! isstruct (opts))
      error ('ichol: OPTS must be a structure');
    end
    if (isfield (opts, 'type') && ! strcmpi (opts.type, 'nofill'))
      error ('ichol: matc implements only OPTS.type "nofill"');
    end
    if (isfield (opts, 'michol') && ! strcmpi (opts.michol, 'off'))
      error ('ichol: matc implements only OPTS.michol "off"');
    end
    if (isfield (opts, 'diagcomp'))
      alpha = opts.diagcomp;
    end
    if (isfield (opts, 'shape'))
      shape = lower (opts.shape);
      if (! any (strcmp (shape, {'lower', 'upper'})))
        error ('ichol: SHAPE must be "lower" or "upper"');
      end
    end
  end
  n = rows (A);
  T = tril (A);
  if (alpha != 0)
    T = T + alpha * spdiags (diag (T), 0, n, n);
  end
  % Column by column (find's order), rows rising within a column.
  [ii, jj, vv] = find (T);
  first = [1; cumsum(accumarray(jj, 1, [n, 1])) + 1];
  at = zeros (n, 1);            % position in column j of each row, 0 if none
  for k = 1:n
    d = first(k);
    if (d >= first(k+1) || ii(d) != k || ! (vv(d) > 0))
      error ('ichol: negative pivot encountered');
    end
    vv(d) = sqrt (vv(d));
    for q = d+1:first(k+1)-1
      vv(q) = vv(q) / vv(d);
    end
    % Update the columns j > k that column k reaches.
    for q = d+1:first(k+1)-1
      j = ii(q);
      for r = first(j):first(j+1)-1
        at(ii(r)) = r;
      end
      for s = q:first(k+1)-1
        if (at(ii(s)) > 0)
          vv(at(ii(s))) = vv(at(ii(s))) - vv(s) * vv(q);
        end
      end
      for r = first(j):first(j+1)-1
        at(ii(r)) = 0;
      end
    end
  end
  L = sparse (ii, jj, vv, n, n);
  if (strcmp (shape, 'upper'))
    L = L';
  end
end
