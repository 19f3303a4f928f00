function p = colperm (s)
% -- P = colperm (S)
%     The column permutation that orders the columns of S by their number
%     of nonzero entries, fewest first (ties keep their order).
%
%     See also: colamd, symrcm, sort.

  if (nargin < 1)
    print_usage ();
  end
  [~, p] = sort (sum (s != 0, 1));
end
