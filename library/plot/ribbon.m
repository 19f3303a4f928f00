function h = ribbon (varargin)
  % RIBBON  Each column of y as a ribbon (a strip of surface) of width w (0.75)
  %   along the x-axis, ribbon k centred at k. ribbon (y), ribbon (x, y),
  %   ribbon (x, y, w), ribbon (ax, ...); h = ribbon (...) returns the surfaces.
  [ax, args] = plot_axes_arg ("ribbon", varargin);
  w = 0.75;
  switch (numel (args))
    case 1
      y = args{1};
      if (isvector (y))
        y = y(:);
      end
      x = (1:rows (y))';
    case {2, 3}
      x = args{1};  y = args{2};
      if (isvector (y))
        y = y(:);
      end
      if (numel (args) == 3)
        w = args{3};
      end
    otherwise
      print_usage ();
  end
  if (isvector (x))
    x = repmat (x(:), 1, columns (y));
  end
  if (! size_equal (x, y))
    error ("ribbon: X and Y must have the same size");
  end
  ax = plot_target (ax);
  held = ishold (ax);
  hh = zeros (columns (y), 1);
  for k = 1:columns (y)
    hh(k) = surface ([k - w/2, k + w/2] .* ones (rows (y), 2), [x(:,k), x(:,k)], ...
                     [y(:,k), y(:,k)], k * ones (rows (y), 2), "parent", ax);
    hold (ax, "on");
  end
  if (! held)
    hold (ax, "off");
  end
  view (ax, 3);
  if (nargout > 0)
    h = hh;
  end
end
