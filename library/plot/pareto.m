function h = pareto (varargin)
  % PARETO  A Pareto chart: the values of y as bars in decreasing order,
  %   and their cumulative percentage as a line on the right-hand axis.
  %   pareto (y), pareto (y, x) (names: a cellstr, char matrix or numbers),
  %   pareto (ax, ...). Only the bars that make up 95% of the total are
  %   shown (at least one). Returns the bars' and the line's handles.
  [ax, args] = plot_axes_arg ("pareto", varargin);
  if (numel (args) < 1 || numel (args) > 2)
    print_usage ();
  end
  y = args{1};
  if (! isvector (y))
    error ("pareto: Y must be a vector");
  end
  y = y(:);
  if (numel (args) == 2)
    x = args{2};
    if (ischar (x))
      x = cellstr (x);
    elseif (isnumeric (x))
      x = cellstr (num2str (x(:)));
    end
  else
    x = cellstr (int2str ((1:numel (y))'));
  end
  if (numel (x) != numel (y))
    error ("pareto: X and Y must be the same length");
  end
  [y, k] = sort (y, "descend");
  x = x(k);
  cdf = cumsum (y);
  total = cdf(end);
  cdf = 100 * cdf / total;
  last = find (cdf >= 95, 1);
  if (isempty (last))
    last = numel (y);
  end
  n = 1:last;
  ax = plot_target (ax);
  [hax, hb, hl] = plotyy (ax, n, y(n), n, cdf(n), @bar, @plot);
  set (hax(1), "xtick", n, "xticklabel", x(n), "xlim", [0.5, last + 0.5]);
  set (hax(2), "xtick", [], "xlim", [0.5, last + 0.5], "ylim", [0 100]);
  if (nargout > 0)
    h = [hb; hl];
  end
end
