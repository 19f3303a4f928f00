function mustBeReal (x)
% -- mustBeReal (X)
%     Raise an error unless X is real.  The message names the argument
%     (inputname).
%
%     See also: mustBeNumeric, mustBeReal, validateattributes.

  if (nargin < 1)
    print_usage ();
  end
  if (! isreal (x))
    label = validator_label (inputname (1));
    error ('%s must be real', label);
  end
end
