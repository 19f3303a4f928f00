function [reg, varargout] = parseparams (params, varargin)
% -- [REG, PROP] = parseparams (PARAMS)
% -- [REG, VAR1, ...] = parseparams (PARAMS, NAME1, DEFAULT1, ...)
%     Split the cell array PARAMS at its first string: REG holds the
%     arguments before it, PROP the rest (name-value pairs).  With NAMEs
%     and DEFAULTs, return the value of each option instead: the one given
%     in PARAMS (names match without regard to case) or its default.
%
%     See also: inputParser, validatestring.

  first = 0;
  for k = 1:numel (params)
    if (ischar (params{k}))
      first = k;
      break;
    end
  end
  if (first)
    reg = params(1:first-1);
    prop = params(first:end);
  else
    reg = params;
    prop = {};
  end
  if (nargin == 1)
    varargout = {prop};
    return;
  end
  names = varargin(1:2:end);
  defaults = varargin(2:2:end);
  if (numel (names) != numel (defaults))
    error ('parseparams: needs odd number of arguments');
  end
  varargout = defaults;
  pnames = prop(1:2:end);
  values = prop(2:2:end);
  caller = evalin ('caller', 'mfilename');
  if (numel (pnames) != numel (values) || ! iscellstr (pnames))
    error ('%s: options must be given as name-value pairs', caller);
  end
  for k = 1:numel (pnames)
    at = find (strcmpi (pnames{k}, names), 1);
    if (isempty (at))
      error ('%s: unrecognized option: %s', caller, pnames{k});
    end
    varargout{at} = values{k};
  end
end
