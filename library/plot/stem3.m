function h = stem3 (varargin)
  % STEM3  Stems from the x-y plane up (or down) to (x, y, z), marked at the top.
  %   stem3 (z), stem3 (x, y, z), stem3 (..., linespec), stem3 (ax, ...).
  [ax, args] = plot_axes_arg ("stem3", varargin);
  spec = "b";
  if (! isempty (args) && ischar (args{end}))
    spec = args{end};
    args(end) = [];
  end
  if (numel (args) == 2)
    error ("stem3: must define X, Y, and Z");
  end
  if (! all (cellfun (@(a) isnumeric (a) || islogical (a), args)))
    error ("stem3: X, Y, and Z must be numeric");
  end
  if (numel (args) == 1)
    z = args{1};
    [x, y] = meshgrid (1:columns (z), 1:rows (z));
  elseif (numel (args) == 3)
    x = args{1};  y = args{2};  z = args{3};
  else
    print_usage ();
  end
  if (! size_equal (x, y, z))
    error ("stem3: inconsistent sizes for X, Y, and Z");
  end
  x = x(:)';  y = y(:)';  z = z(:)';
  n = numel (z);
  ax = plot_target (ax);
  held = ishold (ax);
  sx = [x; x; NaN(1, n)];  sy = [y; y; NaN(1, n)];  sz = [zeros(1, n); z; NaN(1, n)];
  color = regexprep (spec, '[^rgbcmykw]', '');
  if (isempty (color))
    color = "b";
  end
  hh = plot3 (ax, sx(:), sy(:), sz(:), [color "-"]);
  hold (ax, "on");
  plot3 (ax, x, y, z, [color "o"]);
  if (! held)
    hold (ax, "off");
  end
  if (nargout > 0)
    h = hh;
  end
end
