function mustBeFinite (x)
% -- mustBeFinite (X)
%     Raise an error unless every element of X is finite (no Inf or NaN).
%     The message names the argument (inputname) and the indexes of the
%     offenders.
%
%     See also: mustBeNonNan, mustBeFinite, mustBeNonzero.

  if (nargin < 1)
    print_usage ();
  end
  bad = find (! isfinite (x(:)));
  if (! isempty (bad))
    error ('%s must be finite; found %d non-finite elements: indexes %s', validator_label (inputname (1)), numel (bad), mat2str (bad));
  end
end
