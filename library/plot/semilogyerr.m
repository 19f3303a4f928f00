function h = semilogyerr (varargin)
  % SEMILOGYERR  errorbar's plot on a logarithmic y axis: semilogyerr (args as errorbar).
  [ax, args] = plot_axes_arg ("semilogyerr", varargin);
  ax = plot_target (ax);
  hh = errorbar (ax, args{:});
  set (ax, "yscale", "log");
  if (nargout > 0)
    h = hh;
  end
end
