function [h, ax, bigax, p, pax] = plotmatrix (varargin)
% -- plotmatrix (X, Y)
% -- plotmatrix (X)
% -- plotmatrix (..., STYLE)
% -- plotmatrix (HAX, ...)
% -- [H, AX, BIGAX, P, PAX] = plotmatrix (...)
%     Scatter plots of the columns of X against those of Y, in a grid of
%     axes: column i of X along the i-th column of axes, column j of Y
%     down the j-th row.  With X alone the diagonal holds the histograms
%     of X's columns (bars) instead of X(:, i) against itself.  STYLE is
%     a line spec (by default points, ".").  The grid fills the big axes
%     BIGAX (HAX or a new plot), which is hidden.  H and AX are the
%     scatter plots' lines and axes, P and PAX the histograms' bars and
%     axes (columns, in the order the grid is filled, column by column).
%
%     See also: scatter, plot, hist.

  [bigax2, args] = plot_axes_arg ('plotmatrix', varargin);
  if (numel (args) < 1 || numel (args) > 2 + any (cellfun (@ischar, args)))
    print_usage ();
  end
  style = {'linestyle', 'none', 'marker', '.'};
  for k = 1:numel (args)
    if (ischar (args{k}) || iscellstr (args{k}))
      [l, c, mk, msg] = colstyle (char (args{k}));
      if (! isempty (msg))
        print_usage ();
      end
      % As properties: the engine's plot does not yet record a style
      % string in the line's properties.
      style = {'linestyle', l, 'marker', mk};
      if (isempty (mk))
        style{4} = 'none';
      end
      if (! isempty (c))
        style(end + 1:end + 2) = {'color', c};
      end
      args(k) = [];
      break;
    end
  end
  if (numel (args) == 1)
    X = args{1};
    Y = X;
    diagonal_hist = true;
  elseif (numel (args) == 2)
    [X, Y] = args{:};
    diagonal_hist = false;
  else
    print_usage ();
  end
  if (rows (X) != rows (Y))
    error ('plotmatrix: dimension mismatch in the arguments');
  end
  bigax2 = newplot (bigax2);
  parent = get (bigax2, 'parent');
  m = columns (X);
  n = columns (Y);
  [h2, ax2, p2, pax2] = deal ([]);
  w = 0.9 / m;
  ht = 0.9 / n;
  % The inner position leaves the margins an axes leaves in a figure,
  % scaled to the cell.
  border = [0.130, 0.110, 0.225, 0.185] .* [w, ht, w, ht];
  border(3:4) = - border(3:4) - border(1:2);
  for i = 1:m
    for j = 1:n
      pos = [w * (i - 1) + 0.05, ht * (n - j) + 0.05, w, ht];
      hax = axes ('outerposition', pos, 'position', pos + border, 'parent', parent);
      if (i == j && diagonal_hist)
        pax2 = [pax2; hax];
        [count, centers] = hist (X(:, i));
        p2 = [p2; bar(centers, count, 1.0)];
      else
        ax2 = [ax2; hax];
        h2 = [h2; plot(X(:, i), Y(:, j), style{:})];
      end
      % (the engine's plot resets an axes' position; Octave's keeps it)
      set (hax, 'position', pos + border);
    end
  end
  axes (bigax2);
  set (bigax2, 'visible', 'off');
  if (nargout > 0)
    h = h2;
    ax = ax2;
    bigax = bigax2;
    p = p2;
    pax = pax2;
  end
end
