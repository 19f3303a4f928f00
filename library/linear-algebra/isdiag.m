function tf = isdiag (A)
% -- TF = isdiag (A)
%     True if A is a 2-D numeric or logical matrix whose only nonzero
%     entries are on the main diagonal.
%
%     See also: isbanded, istril, istriu, diag, bandwidth.

  if (nargin < 1)
    print_usage ();
  end
  tf = (isnumeric (A) || islogical (A)) && ndims (A) == 2;
  if (tf)
    [i, j] = find (A);
    tf = all (i == j);
  end
end
