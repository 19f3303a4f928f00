function valid = isappdata (h, name)
% -- VALID = isappdata (H, NAME)
%
%     Whether the graphics object H (or each of a vector of them) has
%     the application data NAME.
%
%     See also: getappdata, setappdata, rmappdata.

  if (nargin != 2)
    print_usage ();
  end
  check_appdata_handles ('isappdata', h);
  if (! ischar (name))
    error ('isappdata: NAME must be a string');
  end
  valid = false (size (h));
  for k = 1:numel (h)
    valid(k) = isfield (appdata_store ('get', h(k)), name);
  end
end
