function mustBeNumericOrLogical (x)
% -- mustBeNumericOrLogical (X)
%     Raise an error unless X is numeric or logical.  The message names the
%     argument (inputname).
%
%     See also: mustBeNumeric, mustBeReal, validateattributes.

  if (nargin < 1)
    print_usage ();
  end
  if (! (isnumeric (x) || islogical (x)))
    label = validator_label (inputname (1));
    error ('%s must be numeric or logical; found a %s', label, class (x));
  end
end
