function tf = istriu (A)
% -- TF = istriu (A)
%     True if A is a 2-D numeric or logical matrix whose entries below
%     the main diagonal are all zero (A is upper triangular).
%
%     See also: istril, isbanded, isdiag, triu, bandwidth.

  if (nargin < 1)
    print_usage ();
  end
  tf = (isnumeric (A) || islogical (A)) && ndims (A) == 2;
  if (tf)
    tf = ! any (any (tril (A, -1)));
  end
end
