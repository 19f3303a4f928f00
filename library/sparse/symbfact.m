function [count, h, parent, post, R] = symbfact (S, typ, mode, varargin)
% -- [COUNT, H, PARENT, POST, R] = symbfact (S)
% -- [...] = symbfact (S, TYP)
% -- [...] = symbfact (S, TYP, MODE)
%     Symbolic Cholesky factorization: what chol would produce from the
%     pattern of S, without computing it.  TYP picks the matrix factored:
%
%       "sym"  triu (S) as the upper triangle of a symmetric matrix (default)
%       "lo"   tril (S)' likewise
%       "col"  S' * S
%       "row"  S * S'
%
%     COUNT holds the number of nonzeros of each row of R (each column of
%     L = R'), H the height of the elimination tree, PARENT the tree
%     (etree) and POST its postorder.  R is the logical sparse pattern of
%     the factor, or of L = R' when MODE is "lower" ("L").  Only the
%     first letter of TYP counts.  Column j of L
%     is the pattern of the matrix below the diagonal in column j joined
%     with those of its children in the tree (Liu, "The role of
%     elimination trees in sparse factorization", SIAM J. Matrix Anal.
%     Appl. 11, 1990).
%
%     See also: chol, etree, treelayout, symamd.

  if (nargin < 1 || nargin > 3)
    print_usage ();
  end
  if (! (isnumeric (S) || islogical (S)))
    error ('symbfact: wrong type argument ''%s''', class (S));
  elseif (isinteger (S))
    error ('octave_base_value::sparse_matrix_value(): wrong type argument ''%s matrix''', class (S));
  end
  if (nargin < 2)
    typ = 'sym';
  elseif (! ischar (typ))
    error ('TYP must be a string');
  end
  lower_mode = false;
  if (nargin == 3)
    if (! ischar (mode))
      error ('MODE must be a string');
    elseif (! any (strcmpi (mode, {'lower', 'l'})))
      error ('symbfact: unrecognized MODE "%s"', mode);
    end
    lower_mode = true;
  end
  P = S != 0;
  % (Octave reads only the first letter of TYP.)
  switch (lower ([typ(1:min (1, end)), ' ']))
    case 's '
      if (rows (P) != columns (P))
        error ('symbfact: S must be a square matrix');
      end
      P = triu (P);
      P = P | P';
    case 'l '
      if (rows (P) != columns (P))
        error ('symbfact: S must be a square matrix');
      end
      P = tril (P);
      P = P | P';
    case 'c '
      P = (double (P)' * double (P)) != 0;
    case 'r '
      P = (double (P) * double (P)') != 0;
    otherwise
      error ('symbfact: unrecognized TYP "%s"', typ);
  end
  n = rows (P);
  [parent, post] = etree (sparse (double (P)));
  parent = parent(:);
  post = post(:);
  % Columns of L, ascending: children come before their parents.
  L = false (n, n);
  for j = 1:n
    col = P(:, j);
    col(1:j-1) = false;
    col(j) = true;
    L(:, j) = full (col);
  end
  for j = 1:n
    p = parent(j);
    if (p > 0)
      below = L(:, j);
      below(1:p-1) = false;
      L(:, p) = L(:, p) | below;
    end
  end
  count = sum (L, 1)';
  depth = zeros (n, 1);
  for j = n:-1:1
    if (parent(j) > 0)
      depth(j) = depth(parent(j)) + 1;
    end
  end
  h = max ([1; depth + 1]);
  if (lower_mode)
    R = sparse (L);
  else
    R = sparse (L');
  end
end
