function mustBeNonnegative (x)
% -- mustBeNonnegative (X)
%     Raise an error unless every element of X is non-negative (X >= 0).
%     The message names the argument (inputname) and shows the offending
%     values.
%
%     See also: mustBeNonzero, mustBeFinite, validateattributes.

  if (nargin < 1)
    print_usage ();
  end
  bad = ! (x(:) >= 0);
  if (any (bad))
    validator_values_error (inputname (1), 'must be non-negative', x, find (bad));
  end
end
