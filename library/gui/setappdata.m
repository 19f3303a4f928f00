function setappdata (h, varargin)
% -- setappdata (H, NAME, VALUE)
% -- setappdata (H, NAME1, VALUE1, NAME2, VALUE2, ...)
% -- setappdata (H, {NAME1, NAME2, ...}, {VALUE1, VALUE2, ...})
%
%     Set the application data NAME of the graphics objects H (a handle
%     or a vector of them) to VALUE, making it if needed.  With a cell
%     array of names, the values are a cell array of as many (or of one,
%     or a single value, given to all).
%
%     See also: getappdata, isappdata, rmappdata, get, set.

  if (nargin < 3)
    print_usage ();
  end
  check_appdata_handles ('setappdata', h);
  if (iscell (varargin{1}))
    if (nargin > 3)
      error ('setappdata: only 3 arguments possible when NAME is a cellstr');
    end
    names = varargin{1};
    values = varargin{2};
    if (! iscell (values))
      values = {values};
    end
    if (numel (values) == 1)
      values = repmat (values, 1, numel (names));
    elseif (numel (values) != numel (names))
      error ('setappdata: number of NAME and VALUE arguments must match');
    end
  else
    if (mod (numel (varargin), 2) != 0)
      error ('setappdata: NAME/VALUE arguments must occur in pairs');
    end
    names = varargin(1:2:end);
    values = varargin(2:2:end);
  end
  if (! iscellstr (names))
    error ('setappdata: NAME must be a string or cellstr');
  end
  for hk = h(:).'
    data = appdata_store ('get', hk);
    for k = 1:numel (names)
      data.(names{k}) = values{k};
    end
    appdata_store ('set', hk, data);
  end
end
