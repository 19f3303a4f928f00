function mustBeInteger (x)
% -- mustBeInteger (X)
%     Raise an error unless X is integer-valued: an integer or logical
%     array, or a real numeric array of finite whole numbers.  The message
%     names the argument (inputname) and says what was wrong.
%
%     See also: mustBeNumeric, mustBeFinite, mustBeReal.

  if (nargin < 1)
    print_usage ();
  end
  if (isinteger (x) || islogical (x))
    return;
  end
  if (! isnumeric (x))
    why = sprintf ('it was non-numeric (found a %s)', class (x));
  elseif (! isreal (x))
    why = 'it was complex';
  elseif (! all (isfinite (x(:))))
    why = 'there were non-finite values';
  elseif (any (x(:) != fix (x(:))))
    why = 'it had fractional values in some elements';
  else
    return;
  end
  error ('%s must be integer-valued; but %s', validator_label (inputname (1)), why);
end
