function mustBeNonempty (x)
% -- mustBeNonempty (X)
%     Raise an error unless X is not empty.  The message names the argument
%     (inputname).
%
%     See also: mustBeNumeric, mustBeReal, validateattributes.

  if (nargin < 1)
    print_usage ();
  end
  if (isempty (x))
    label = validator_label (inputname (1));
    error ('%s must not be empty', label);
  end
end
