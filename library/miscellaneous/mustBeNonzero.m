function mustBeNonzero (x)
% -- mustBeNonzero (X)
%     Raise an error unless every element of X is non-zero.  The message
%     names the argument (inputname) and the indexes of the offenders.
%
%     See also: mustBeNonNan, mustBeFinite, mustBeNonzero.

  if (nargin < 1)
    print_usage ();
  end
  bad = find (x(:) == 0);
  if (! isempty (bad))
    error ('%s must be non-zero; found %d elements that were zero: indexes %s', validator_label (inputname (1)), numel (bad), mat2str (bad));
  end
end
