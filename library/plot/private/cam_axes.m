function [hax, args] = cam_axes (args)
  % The axes a camera function works on: a leading axes handle, or gca.
  if (! isempty (args) && isnumeric (args{1}) && isscalar (args{1}) ...
      && ishghandle (args{1}) && strcmp (get (args{1}, 'type'), 'axes'))
    hax = args{1};
    args(1) = [];
  else
    hax = gca ();
  end
end
