function varargout = strchr (str, chars, varargin)
% STRCHR  Find the occurrences of any of a set of characters.
%   IDX = strchr (STR, CHARS) is find (mask) where mask marks the
%   characters of STR that are in CHARS; strchr (STR, CHARS, N) and
%   strchr (STR, CHARS, N, DIRECTION) pass N and DIRECTION to find, and
%   [I, J] = strchr (...) gives rows and columns as find does.
  if (nargin < 2 || nargin > 4)
    print_usage ();
  elseif (~ ischar (str))
    error ('strchr: STR argument must be a string or string array');
  elseif (~ ischar (chars))
    error ('strchr: CHARS argument must be a string');
  end
  mask = ismember (str, chars);
  varargout = cell (1, max (nargout, 1));
  [varargout{:}] = find (mask, varargin{:});
end
