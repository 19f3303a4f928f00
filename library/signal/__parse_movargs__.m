function args = __parse_movargs__ (caller, varargin)
% __PARSE_MOVARGS__  Turn the trailing arguments of movXXX into movfun's.
%   ARGS = __parse_movargs__ (CALLER, ...) maps a numeric argument to
%   "dim", "omitnan"/"includenan" to "nancond", and passes property/value
%   pairs on.  Once both a dimension and a NaN condition have been seen,
%   the rest is passed on unread.
  args = {};
  seen_dim = false;
  seen_nan = false;
  i = 1;
  while (i <= numel (varargin))
    a = varargin{i};
    if (ischar (a))
      if (any (strcmpi (a, {'omitnan', 'includenan'})))
        args(end+1:end+2) = {'nancond', a};
        seen_nan = true;
      else
        if (i == numel (varargin))
          error ([caller ': property ''%s'' missing value argument'], a);
        end
        args(end+1:end+2) = {a, varargin{i+1}};
        i = i + 1;
      end
    elseif (isnumeric (a))
      args(end+1:end+2) = {'dim', a};
      seen_dim = true;
    else
      error ('Octave:invalid-input-arg', [caller ': invalid input at position %d'], i);
    end
    i = i + 1;
    if (seen_dim && seen_nan)
      args = [args, varargin(i:end)];
      break;
    end
  end
end
