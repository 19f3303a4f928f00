function s = cstrcat (varargin)
% CSTRCAT  Concatenate strings horizontally, keeping trailing blanks.
%   cstrcat (S1, S2, ...) is [S1, S2, ...] for character arrays; no
%   arguments give "".
  if (nargin == 0)
    s = '';
  elseif (iscellstr (varargin))
    s = [varargin{:}];
  else
    error ('cstrcat: arguments must be character strings');
  end
end
