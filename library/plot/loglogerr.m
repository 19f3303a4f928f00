function h = loglogerr (varargin)
  % LOGLOGERR  errorbar's plot on logarithmic axes: loglogerr (args as errorbar).
  [ax, args] = plot_axes_arg ("loglogerr", varargin);
  ax = plot_target (ax);
  hh = errorbar (ax, args{:});
  set (ax, "xscale", "log", "yscale", "log");
  if (nargout > 0)
    h = hh;
  end
end
