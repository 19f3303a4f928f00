function [L, U, P] = ilu (A, opts)
% -- [L, U] = ilu (A)
% -- [L, U, P] = ilu (A, OPTS)
% -- W = ilu (A)
%     The incomplete LU factorization of the square sparse matrix A with
%     no fill-in (ILU(0), OPTS.type "nofill", the default): L unit lower
%     and U upper triangular, together with A's sparsity pattern, equal to
%     A on that pattern.  With one output, W = L + U - speye (n).  P is
%     the identity (ILU(0) does not pivot).  Other types ("crout",
%     "ilutp") are not implemented.
%
%     The factors come from the IKJ variant of Gaussian elimination
%     restricted to the pattern (Saad, Iterative Methods for Sparse Linear
%     Systems, algorithm 10.3).
%
%     See also: ichol, lu, pcg, gmres.

  if (nargin < 1)
    print_usage ();
  end
  if (! issparse (A) || ! issquare (A))
    error ('ilu: A must be a sparse square matrix');
  end
  if (nargin > 1)
    if (! isstruct (opts))
      error ('ilu: OPTS must be a structure');
    end
    if (isfield (opts, 'type') && ! strcmpi (opts.type, 'nofill'))
      error ('ilu: matc implements only OPTS.type "nofill"');
    end
    if (isfield (opts, 'milu') && ! strcmpi (opts.milu, 'off'))
      error ('ilu: matc implements only OPTS.milu "off"');
    end
  end
  n = rows (A);
  [ii, jj, vv] = find (A);
  % Row by row, columns rising within a row.
  [~, p] = sortrows ([ii, jj]);
  ii = ii(p);  jj = jj(p);  vv = vv(p);
  first = [1; cumsum(accumarray(ii, 1, [n, 1])) + 1];
  diagat = zeros (n, 1);
  for q = 1:numel (ii)
    if (ii(q) == jj(q))
      diagat(ii(q)) = q;
    end
  end
  if (any (diagat == 0) || any (vv(diagat(diagat > 0)) == 0))
    error ('ilu: A has a zero on the diagonal');
  end
  at = zeros (n, 1);            % position in row i of each column, 0 if none
  for i = 1:n
    for q = first(i):first(i+1)-1
      at(jj(q)) = q;
    end
    for q = first(i):first(i+1)-1
      k = jj(q);
      if (k >= i)
        break;
      end
      if (diagat(k) == 0 || vv(diagat(k)) == 0)
        error ('ilu: encountered a pivot equal to 0');
      end
      vv(q) = vv(q) / vv(diagat(k));
      for r = diagat(k)+1:first(k+1)-1
        if (at(jj(r)) > 0)
          vv(at(jj(r))) = vv(at(jj(r))) - vv(q) * vv(r);
        end
      end
    end
    for q = first(i):first(i+1)-1
      at(jj(q)) = 0;
    end
    if (diagat(i) == 0 || vv(diagat(i)) == 0)
      error ('ilu: encountered a pivot equal to 0');
    end
  end
  W = sparse (ii, jj, vv, n, n);
  if (nargout <= 1)
    L = W;
    return;
  end
  L = tril (W, -1) + speye (n);
  U = triu (W);
  P = speye (n);
end
