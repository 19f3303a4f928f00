function h = fill3 (varargin)
  % FILL3  3-D polygons: fill3 (x, y, z, c), several triples in one call,
  %   property pairs after them, fill3 (ax, ...); h = fill3 (...) returns
  %   the patches' handles.
  [ax, args] = plot_axes_arg ("fill3", varargin);
  ax = plot_target (ax);
  hh = [];
  k = 1;
  while (k + 3 <= numel (args) && isnumeric (args{k}))
    hh(end+1) = patch3 (args{k}, args{k+1}, args{k+2}, args{k+3}, ax);
    k = k + 4;
  end
  if (isempty (hh))
    print_usage ();
  end
  if (k <= numel (args))
    set (hh, args{k:end});
  end
  if (nargout > 0)
    h = hh;
  end
end
