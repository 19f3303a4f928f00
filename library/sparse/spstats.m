function [count, mean, var] = spstats (S, j)
% -- [COUNT, MEAN, VAR] = spstats (S)
% -- [COUNT, MEAN, VAR] = spstats (S, J)
%     Per column of the sparse matrix S, the number of nonzero entries,
%     their mean and their variance (zeros do not count).  With J, S is
%     a vector of values whose column indices are J.
%
%     See also: find, nnz, mean, var.

  if (nargin < 1)
    print_usage ();
  end
  if (nargin == 1)
    [i, j, v] = find (S);
  else
    v = S;
    i = 1:numel (v);
    S = sparse (i, j, v);
  end
  [n, m] = size (S);
  count = sum (sparse (i, j, 1, n, m));
  if (nargout > 1)
    mean = sum (S) ./ count;
  end
  if (nargout > 2)
    d = S - sparse (i, j, mean(j), n, m);
    var = sum (d .* d) ./ (count - 1);
  end
end
