% Operators with sparse operands: which results Octave keeps sparse.
function ops
  S = sparse([1 0 2; 0 0 3]); F = [1 2 3; 4 5 6];
  r = {S+F, S+1, S-S, S.*F, S.*2, S*2, S/2, S*F', S*S', -S, S', S.^2, 2.^S, S==0, S>0, ~S, ...
       S&F, S|F, abs(S), sum(S), sum(S,2), any(S), all(S), S(1,:), S(:), S(2,3), [S S], ...
       [S; F], logical(S), double(logical(S)), full(S), sqrt(S), S+S, F*S', S.^0, max(S), ...
       cumsum(S), 1 - S, sparse(true) + sparse(true), sparse(2)^2, S(:, [3 1])};
  for k = 1:numel(r)
    v = r{k};
    printf('%d %s %d %s: %s\n', k, class(v), issparse(v), mat2str(size(v)), mat2str(full(v)));
  end
  T = S;
  T(2, 1) = 7;
  T(1, :) = [];
  T
  U = F;
  U(1, :) = sparse([9 0 9]);
  printf('%d %s\n', issparse(U), mat2str(U));
  if sparse(1), disp('true'), end
  C = sparse([1+2i 0 3]);
  C'
  nonzeros(sparse([1 2; 3 0]))'
  [i, j, v] = find(sparse([0 2; 3 0]));
  disp([i j v]);
end
