function p = symrcm (S, varargin)
% -- P = symrcm (S)
%     Return the symmetric reverse Cuthill-McKee permutation of S: S(P, P)
%     tends to have its nonzeros closer to the diagonal than S, a good
%     preordering for LU or Cholesky factorization of matrices from "long,
%     skinny" problems.  S need not be symmetric: the graph is that of
%     S + S'.
%
%     Each connected component (taken in the order of its lowest-numbered
%     node) is numbered breadth-first from a pseudo-peripheral node, the
%     neighbours of a node in order of increasing degree (Cuthill and
%     McKee, 1969); the whole order is then reversed (George and Liu,
%     "Computer Solution of Large Sparse Positive Definite Systems", 1981).
%     The degree of node i counts the nonzeros of row i and of column i of
%     S, and a binary min-heap orders the neighbours, so that ties fall as
%     in Octave.
%
%     See also: colperm, colamd, symamd.

  if (nargin != 1)
    print_usage ();
  end
  if (ischar (S))
    error ('octave_base_value::sparse_matrix_value(): wrong type argument ''sq_string''');
  elseif (iscell (S))
    error ('octave_base_value::sparse_complex_matrix_value(): wrong type argument ''cell''');
  end
  [n, nc] = size (S);
  if (n != nc)
    error ('symrcm: S must be a square matrix');
  end
  if (n == 0)
    p = zeros (1, 0);
    return;
  end
  P = (S != 0);
  P = P | P';
  deg = full (sum (P, 1));
  if (! any (deg))
    p = 1:n;    % (Octave 7.3 answers 0:n-1: its bug #64718)
    return;
  end
  % Neighbours of v (ascending): rows nbr(first(v):first(v+1)-1).
  [nbr, col] = find (P);
  first = cumsum ([1, full(accumarray (col(:), 1, [n, 1]))']);
  visited = false (1, n);
  order = zeros (1, n);
  last = 0;
  while (last < n)
    root = start_node (find (! visited, 1), nbr, first, deg, n);
    visited(root) = true;
    last = last + 1;
    order(last) = root;
    head = last;
    while (head <= last)
      v = order(head);
      head = head + 1;
      w = nbr(first(v):first(v+1)-1)';
      w = w(! visited(w));
      visited(w) = true;
      order(last+1:last+numel(w)) = heap_order (w, deg(w));
      last = last + numel (w);
    end
  end
  p = order(end:-1:1);
end

function x = start_node (s, nbr, first, deg, n)
  % George and Liu's pseudo-peripheral node: from the farthest level of a
  % breadth-first search take the node of largest degree (the first such
  % in search order) and search again from it while that gets farther.
  % The answer is the last node so taken.
  reach = 0;
  x = s;
  while (true)
    dist = -ones (1, n);
    dist(x) = 0;
    queue = x;
    head = 1;
    while (head <= numel (queue))
      v = queue(head);
      head = head + 1;
      w = nbr(first(v):first(v+1)-1)';
      w = w(dist(w) < 0);
      dist(w) = dist(v) + 1;
      queue = [queue, w];
    end
    far = queue(dist(queue) == dist(queue(end)));
    [~, k] = max (deg(far));
    x = far(k);
    if (dist(x) <= reach)
      return;
    end
    reach = dist(x);
  end
end

function out = heap_order (v, key)
  % V in the order a binary min-heap on KEY gives them back when they are
  % inserted one by one and removed one by one (equal keys are not swapped).
  n = numel (v);
  h = zeros (1, n);
  hk = zeros (1, n);
  for t = 1:n
    c = t;
    h(c) = v(t);
    hk(c) = key(t);
    while (c > 1 && hk(c) < hk(floor (c / 2)))
      q = floor (c / 2);
      h([c q]) = h([q c]);
      hk([c q]) = hk([q c]);
      c = q;
    end
  end
  out = zeros (1, n);
  for t = 1:n
    out(t) = h(1);
    m = n - t;
    h(1) = h(m + 1);
    hk(1) = hk(m + 1);
    c = 1;
    while (2 * c <= m)
      ch = 2 * c;
      if (ch + 1 <= m && hk(ch + 1) < hk(ch))
        ch = ch + 1;
      end
      if (hk(ch) >= hk(c))
        break;
      end
      h([c ch]) = h([ch c]);
      hk([c ch]) = hk([ch c]);
      c = ch;
    end
  end
end
