function s = spconvert (m)
% -- S = spconvert (M)
%     The sparse matrix of a list of entries: each row of M is
%     [I, J, V] or [I, J, RE, IM] (the format of a sparse matrix saved as
%     ASCII data).  A sparse M is returned as is.
%
%     See also: sparse, find.

  if (nargin < 1)
    print_usage ();
  end
  if (issparse (m))
    s = m;
    return;
  end
  if (! (isnumeric (m) || islogical (m)) || ! isreal (m) || ndims (m) != 2 ...
      || ! any (columns (m) == [3, 4]))
    % Octave's message, its missing space included
    error ('spconvert: argument must be sparse or real matrixwith 3 or 4 columns');
  end
  v = m(:, 3);
  if (columns (m) == 4)
    v = complex (v, m(:, 4));
  end
  s = sparse (m(:, 1), m(:, 2), v);
end
