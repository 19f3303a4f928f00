function mustBeMember (x, valid)
% -- mustBeMember (X, VALID)
%     Raise an error unless every element of X is a member of VALID (as
%     ismember decides).  The message names the argument (inputname) and
%     counts the elements that are not.
%
%     See also: ismember, validatestring.

  if (nargin != 2)
    print_usage ();
  end
  bad = ! ismember (x, valid);
  n = nnz (bad(:));
  if (n > 0)
    error ('%s must be one of the specified valid values; found %d elements that were not', ...
           validator_label (inputname (1)), n);
  end
end
