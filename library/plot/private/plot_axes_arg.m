function [ax, args] = plot_axes_arg (caller, args)
  % A leading axes handle among a plot function's arguments: [] when there is none.
  ax = [];
  if (! isempty (args) && isscalar (args{1}) && isnumeric (args{1}) && isreal (args{1}) ...
      && args{1} != 0 && ishghandle (args{1}) ...
      && ! strcmp (get (args{1}, "type"), "figure"))   % a figure's number is data
    if (! strcmp (get (args{1}, "type"), "axes"))
      error ("%s: H must be an axes handle", caller);
    end
    ax = args{1};
    args(1) = [];
  end
end
