function tf = istril (A)
% -- TF = istril (A)
%     True if A is a 2-D numeric or logical matrix whose entries above
%     the main diagonal are all zero (A is lower triangular).
%
%     See also: istriu, isbanded, isdiag, tril, bandwidth.

  if (nargin < 1)
    print_usage ();
  end
  tf = (isnumeric (A) || islogical (A)) && ndims (A) == 2;
  if (tf)
    tf = ! any (any (triu (A, 1)));
  end
end
