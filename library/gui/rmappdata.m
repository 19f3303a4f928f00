function rmappdata (h, varargin)
% -- rmappdata (H, NAME)
% -- rmappdata (H, NAME1, NAME2, ...)
%
%     Delete the application data NAME (each of the names) from the
%     graphics object H (or each of a vector of them); a name it does not
%     have is an error.
%
%     See also: setappdata, getappdata, isappdata.

  if (nargin < 2)
    print_usage ();
  end
  check_appdata_handles ('rmappdata', h);
  if (! iscellstr (varargin))
    error ('rmappdata: NAME must be a string');
  end
  for hk = h(:).'
    data = appdata_store ('get', hk);
    for k = 1:numel (varargin)
      if (! isfield (data, varargin{k}))
        error ('rmappdata: appdata ''%s'' is not present', varargin{k});
      end
      data = rmfield (data, varargin{k});
    end
    appdata_store ('set', hk, data);
  end
end
