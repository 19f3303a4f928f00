function mustBeNonNan (x)
% -- mustBeNonNan (X)
%     Raise an error unless every element of X is not NaN.  The message
%     names the argument (inputname) and the indexes of the offenders.
%
%     See also: mustBeNonNan, mustBeFinite, mustBeNonzero.

  if (nargin < 1)
    print_usage ();
  end
  bad = find (isnan (x(:)));
  if (! isempty (bad))
    error ('%s must be non-NaN; found %d elements that were not: indexes %s', validator_label (inputname (1)), numel (bad), mat2str (bad));
  end
end
