function [x, y, h, s] = treelayout (tree, permutation)
% -- [X, Y, H, S] = treelayout (TREE)
% -- [X, Y, H, S] = treelayout (TREE, PERMUTATION)
%     A layout of the tree (or forest) given by its vector of
%     predecessors TREE (TREE(i) is the parent of node i, 0 for a root).
%     A depth-first walk from the roots, the last child first, places the
%     leaves at x = 1, 2, ...; a parent sits midway between the first and
%     the last leaf below it.  Y is numel (TREE) minus the depth (a root
%     has depth 1), H the height of the tree (its greatest depth less
%     one) and S the number of nodes on the chain of single children that
%     starts at the top.  PERMUTATION lists the children of the nodes in
%     node order, the roots first (by default they are in increasing
%     order); nodes the walk never reaches keep x = y = 0.
%
%     See also: treeplot, etreeplot, gplot.

  if (nargin < 1)
    print_usage ();
  end
  if (! isvector (tree) || rows (tree) != 1 || ! isnumeric (tree) ...
      || any (tree > numel (tree)) || any (tree < 0))
    error ('treelayout: the first input argument must be a vector of predecessors');
  end
  n = numel (tree);
  if (has_cycle (tree))
    error ('treelayout: vector of predecessors has bad format');
  end
  % children of node p (0 for the virtual root above the roots) are
  % kids(first(p+1):first(p+2)-1)
  counts = accumarray (tree(:) + 1, 1, [n + 1, 1])';
  first = cumsum ([1, counts]);
  if (nargin < 2)
    [~, kids] = sort (tree);
  else
    kids = permutation(:)';
  end
  x = zeros (1, n);
  y = zeros (1, n);
  lo = zeros (1, n);
  hi = zeros (1, n);
  depth = 0;
  s = 0;
  chain = true;
  next_x = 0;
  % an explicit stack of [node, depth, visited]
  stack = [children_of(0), ones(counts(1), 1), zeros(counts(1), 1)];
  if (counts(1) == 1)
    s = 1;
  else
    chain = false;
  end
  order = [];
  while (! isempty (stack))
    top = stack(end, :);
    stack(end, :) = [];
    node = top(1);
    if (top(3))
      % after its subtree: the midpoint of its leaves
      c = children_of (node);
      lo(node) = min (lo(c));
      hi(node) = max (hi(c));
      x(node) = (lo(node) + hi(node)) / 2;
      continue;
    end
    y(node) = n - top(2);
    depth = max (depth, top(2));
    c = children_of (node);
    if (chain)
      if (numel (c) == 1)
        s = s + 1;
      else
        chain = false;
      end
    end
    if (isempty (c))
      next_x = next_x + 1;
      x(node) = next_x;
      lo(node) = next_x;
      hi(node) = next_x;
    else
      stack(end+1, :) = [node, top(2), 1];
      stack = [stack; c(:), repmat(top(2) + 1, numel (c), 1), zeros(numel (c), 1)];
    end
  end
  h = max (depth - 1, 0);

  function c = children_of (p)
    c = kids(first(p+1):first(p+2)-1);
    c = c(:);
  end
end

% True if following parents from some node never reaches a root.
function tf = has_cycle (tree)
  n = numel (tree);
  tf = false;
  for i = 1:n
    p = tree(i);
    steps = 0;
    while (p > 0 && steps <= n)
      p = tree(p);
      steps = steps + 1;
    end
    if (steps > n)
      tf = true;
      return;
    end
  end
end
