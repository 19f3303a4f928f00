% symrcm: reverse Cuthill-McKee orderings of grids, scrambled grids,
% unsymmetric and disconnected patterns, and the bandwidth they give.
function bandwidth_reordering ()
  m = 6;
  e = ones (m, 1);
  T = spdiags ([-e 2*e -e], -1:1, m, m);
  A = kron (speye (m), T) + kron (T, speye (m));
  report ('grid', A);
  q = scramble (m * m, 11);
  report ('scrambled grid', A(q, q));
  L = kron (speye (7), T) + kron (spdiags ([-ones(7, 1) 2*ones(7, 1) -ones(7, 1)], -1:1, 7, 7), speye (6));
  q = scramble (42, 5);
  report ('rectangle', L(q, q));
  % An unsymmetric pattern and one with several components.
  n = 15;
  i = mod ((1:2*n) * 7, n) + 1;
  j = mod ((1:2*n) * 11 + 3, n) + 1;
  U = sparse (i, j, 1, n, n) + speye (n);
  report ('unsymmetric', U);
  D = blkdiag (sparse ([0 1 1; 1 0 0; 1 0 0]), sparse (2, 2), sparse ([1 1; 1 1]), sparse (1));
  report ('components', D);
  % A cycle: every node is as good a start as any other.
  C = sparse ([1:8, 2:8, 1], [2:8, 1, 1:8], 1);
  report ('cycle', C);
  % Full, complex and logical inputs work the same way.
  report ('full', full (A(1:10, 1:10)));
  report ('complex', 1i * U);
  report ('logical', U != 0);
  disp (symrcm (7))
  disp (size (symrcm ([])))
  bad = {{}, {ones(2, 3)}, {1, 2}, {'abc'}, {{1}}};
  for k = 1:numel (bad)
    try
      symrcm (bad{k}{:});
    catch err
      disp (strtok (err.message, char (10)));
    end
  end
end

function report (name, A)
  p = symrcm (A);
  printf ('%s: bandwidth %d -> %d\n', name, bandwidth (A), bandwidth (A(p, p)));
  printf (' %d', p);
  printf ('\n');
end

function q = scramble (n, s)
  [~, q] = sort (mod ((1:n) * 7919 + s, 104729));
end
