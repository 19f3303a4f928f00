function h = semilogxerr (varargin)
  % SEMILOGXERR  errorbar's plot on a logarithmic x axis: semilogxerr (args as errorbar).
  [ax, args] = plot_axes_arg ("semilogxerr", varargin);
  ax = plot_target (ax);
  hh = errorbar (ax, args{:});
  set (ax, "xscale", "log");
  if (nargout > 0)
    h = hh;
  end
end
