function tf = isbanded (A, lower, upper)
% -- TF = isbanded (A, LOWER, UPPER)
%     True if A is a 2-D numeric or logical matrix whose nonzero entries
%     all lie at most LOWER diagonals below and UPPER diagonals above the
%     main diagonal.  An empty A gives [].
%
%     See also: isdiag, istril, istriu, bandwidth.

  if (nargin != 3)
    print_usage ();
  end
  if (! isreal (lower) || ! isreal (upper) || lower < 0 || upper < 0)
    error ('isbanded: LOWER and UPPER must be non-negative integers');
  end
  if (isempty (A))
    tf = [];
    return;
  end
  tf = (isnumeric (A) || islogical (A)) && ndims (A) == 2;
  if (tf)
    [i, j] = find (A);
    d = j - i;
    tf = all (d <= upper) && all (-d <= lower);
  end
end
