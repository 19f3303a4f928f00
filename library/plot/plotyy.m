function [ax, h1, h2] = plotyy (varargin)
  % PLOTYY  Two plots sharing the x axis, with y axes on the left and right.
  %   plotyy (x1, y1, x2, y2), plotyy (..., fun), plotyy (..., fun1, fun2),
  %   plotyy (ax, ...). fun (plot by default) draws each: a handle or a
  %   name ("semilogy", "bar", ...). Returns both axes and the handles of
  %   each plot.
  [hax, args] = plot_axes_arg ("plotyy", varargin);
  if (numel (args) < 4 || numel (args) > 6)
    print_usage ();
  end
  [x1, y1, x2, y2] = args{1:4};
  fun1 = @plot;
  if (numel (args) >= 5)
    fun1 = args{5};
  end
  fun2 = fun1;
  if (numel (args) == 6)
    fun2 = args{6};
  end
  if (ischar (fun1))
    fun1 = str2func (fun1);
  end
  if (ischar (fun2))
    fun2 = str2func (fun2);
  end
  ax1 = plot_target (hax);
  hh1 = fun1 (ax1, x1, y1);
  pos = get (ax1, "position");
  ax2 = axes ("position", pos, "color", "none", "yaxislocation", "right");
  hh2 = fun2 (ax2, x2, y2);
  set (ax2, "xlim", get (ax1, "xlim"));
  colors = get (ax1, "colororder");
  if (isprop (hh2(1), "color"))
    set (hh2, "color", colors(2,:));
  end
  set (ax1, "ycolor", colors(1,:));
  set (ax2, "ycolor", colors(2,:));
  set (gcf (), "currentaxes", ax1);
  ax = [ax1, ax2];
  h1 = hh1;
  h2 = hh2;
end
