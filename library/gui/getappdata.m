function value = getappdata (h, name)
% -- VALUE = getappdata (H, NAME)
% -- APPDATA = getappdata (H)
%
%     The application data NAME of the graphics object H ([] when it has
%     none of that name), or all of it as a structure with a field per
%     name.  H may be a vector of handles when NAME is given (the value
%     is then a column cell array, one element per handle).
%
%     See also: setappdata, isappdata, rmappdata, get, set.

  if (nargin < 1)
    print_usage ();
  end
  check_appdata_handles ('getappdata', h);
  if (nargin == 1)
    if (numel (h) != 1)
      error ('getappdata: Only one handle H may be used when fetching appdata');
    end
    value = appdata_store ('get', h);
    return;
  end
  if (! ischar (name))
    error ('getappdata: NAME must be a string');
  end
  value = cell (numel (h), 1);
  for k = 1:numel (h)
    data = appdata_store ('get', h(k));
    if (isfield (data, name))
      value{k} = data.(name);
    else
      value{k} = [];
    end
  end
  if (isscalar (h))
    value = value{1};
  end
end
