function mustBeNonsparse (x)
% -- mustBeNonsparse (X)
%     Raise an error unless X is not sparse.  The message names the argument
%     (inputname).
%
%     See also: mustBeNumeric, mustBeReal, validateattributes.

  if (nargin < 1)
    print_usage ();
  end
  if (issparse (x))
    label = validator_label (inputname (1));
    error ('%s must be nonsparse', label);
  end
end
