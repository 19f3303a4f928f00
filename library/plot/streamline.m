function h = streamline (varargin)
% -- streamline (X, Y, Z, U, V, W, SX, SY, SZ)
% -- streamline (U, V, W, SX, SY, SZ)
% -- streamline (..., OPTIONS)
% -- streamline (X, Y, U, V, SX, SY)
% -- streamline (U, V, SX, SY)
% -- streamline (HAX, ...)
% -- H = streamline (...)
%     Draw the streamlines of a 2-D or 3-D vector field from the seed
%     points, as stream2 or stream3 (by the dimensions of the first
%     argument) trace them, one blue line each (none for a seed outside
%     the grid), into the axes HAX or the current axes.  H is a column of
%     the lines' handles.
%
%     See also: stream2, stream3, streamribbon, streamtube, ostreamtube.

  [hax, args] = plot_axes_arg ('streamline', varargin);
  if (isempty (args))
    print_usage ();
  end
  nd = ndims (args{1});
  if (nd > 3)
    error ('streamline: input data must be 2-D or 3-D');
  end
  if (isempty (hax))
    hax = gca ();
  end
  if (nd == 2)
    lines = stream2 (args{:});
  else
    lines = stream3 (args{:});
  end
  hh = [];
  for k = 1:numel (lines)
    sl = lines{k};
    if (isempty (sl))
      continue;
    end
    sl = sl.';   % a line keeps its data as rows
    if (nd == 2)
      hl = line (hax, 'xdata', sl(1, :), 'ydata', sl(2, :), 'color', 'b');
    else
      hl = line (hax, 'xdata', sl(1, :), 'ydata', sl(2, :), 'zdata', sl(3, :), ...
                 'color', 'b');
    end
    hh = [hh; hl];
  end
  if (nargout > 0)
    h = hh;
  end
end
