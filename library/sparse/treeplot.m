function treeplot (tree, node_style, edge_style)
% -- treeplot (TREE)
% -- treeplot (TREE, NODE_STYLE, EDGE_STYLE)
%     Draw the tree (or forest) given by its vector of predecessors TREE,
%     laid out by treelayout: the nodes with NODE_STYLE (default "ko"; a
%     style without a marker gets "o"), the edges from each node to its
%     parent with EDGE_STYLE (default "r").  Octave draws the edges of a
%     tree as one polyline; matc draws the same segments, separated by
%     NaN.
%
%     See also: treelayout, etreeplot, gplot.

  if (nargin < 1)
    print_usage ();
  end
  if (! isnumeric (tree) || ! isrow (tree) || any (tree > numel (tree)))
    error ('treeplot: TREE must be a vector of predecessors');
  end
  if (nargin < 2)
    node_style = 'ko';
  elseif (isempty (regexp (node_style, '[ox+*]', 'once')))
    node_style = [node_style, 'o'];
  end
  if (nargin < 3)
    edge_style = 'r';
  end
  [x, y] = treelayout (tree);
  child = find (tree > 0);
  parent = tree(child);
  gap = NaN (1, numel (child));
  ex = [x(parent); x(child); gap];
  ey = [y(parent); y(child); gap];
  was_held = ishold ();
  plot (x, y, node_style);
  hold ('on');
  plot (ex(:), ey(:), edge_style);
  n = numel (tree);
  axis ([0.5, max(x) + 0.5, min(y) - 0.5, n - 0.5], 'nolabel');
  if (! was_held)
    hold ('off');
  end
end
