function [x, y] = gplot (A, xy, line_style)
% -- gplot (A, XY)
% -- gplot (A, XY, LINE_STYLE)
% -- [X, Y] = gplot (A, XY)
%     Draw the graph of the adjacency matrix A with the vertices at the
%     rows of XY (x, y): one line segment per nonzero A(i,j), from
%     vertex i to vertex j, in LINE_STYLE (default "-").  With outputs,
%     return the segments' coordinates instead, each segment's two
%     points followed by NaN, ready for plot (X, Y).
%
%     See also: treeplot, plot, find.

  if (nargin < 2)
    print_usage ();
  end
  if (nargin < 3)
    line_style = '-';
  end
  [i, j] = find (A);
  gap = NaN (numel (i), 1);
  xs = [xy(i, 1), xy(j, 1), gap]';
  ys = [xy(i, 2), xy(j, 2), gap]';
  if (nargout == 0)
    plot (xs(:), ys(:), line_style);
  else
    x = xs(:);
    y = ys(:);
  end
end
