function h = scatter3 (varargin)
  % SCATTER3  Markers at the 3-D points (x, y, z).
  %   scatter3 (x, y, z), scatter3 (x, y, z, s, c), scatter3 (..., marker),
  %   scatter3 (ax, ...); h = scatter3 (...) returns the handle. Drawn as a
  %   line of markers without segments (the picture shows its x-y projection).
  [ax, args] = plot_axes_arg ("scatter3", varargin);
  if (numel (args) < 3)
    print_usage ();
  end
  x = args{1}(:);  y = args{2}(:);  z = args{3}(:);
  marker = "o";
  for k = 4:numel (args)
    if (ischar (args{k}) && any (strcmp (args{k}, {"o", "+", "*", ".", "x", "s", "d", "^", "v", "<", ">", "p", "h"})))
      marker = args{k};
    end
  end
  hh = plot3 (plot_target (ax), x, y, z, marker);
  if (nargout > 0)
    h = hh;
  end
end
