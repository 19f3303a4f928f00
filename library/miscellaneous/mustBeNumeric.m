function mustBeNumeric (x)
% -- mustBeNumeric (X)
%     Raise an error unless X is numeric.  The message names the argument
%     (inputname).
%
%     See also: mustBeNumeric, mustBeReal, validateattributes.

  if (nargin < 1)
    print_usage ();
  end
  if (! isnumeric (x))
    label = validator_label (inputname (1));
    error ('%s must be numeric; found a %s', label, class (x));
  end
end
