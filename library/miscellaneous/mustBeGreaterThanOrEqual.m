function mustBeGreaterThanOrEqual (x, c)
% -- mustBeGreaterThanOrEqual (X, C)
%     Raise an error unless X >= C holds for every element of X.  The
%     message names the argument (inputname) and shows the offending values.
%
%     See also: mustBePositive, mustBeInteger, validateattributes.

  if (nargin != 2)
    print_usage ();
  end
  bad = ! (x(:) >= c);
  if (any (bad))
    validator_values_error (inputname (1), sprintf ('must be greater than or equal to %f', c), x, find (bad));
  end
end
