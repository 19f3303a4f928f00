% Builtins given sparse arguments: spfun, accumarray's ISSPARSE, cast,
% blkdiag, mappers and reductions, and those that see the full array.
function builtins
  S = sparse([1 0 2; 0 0 -3]);
  show(spfun(@exp, S));
  show(spfun('abs', S));
  show(accumarray([1 1; 2 1; 2 3; 2 1], 101:104, [2 4], [], 0, true));
  show(accumarray([1; 2], [3; 4], [2 1], @min, [], 1));
  show(cast(1, 'like', speye(2)));
  show(cast(sparse(1), 'like', 2));
  show(cast(sparse(1), 'logical'));
  show(blkdiag(sparse([1 2; 3 4]), [5 6]));
  show(abs(S)); show(sum(S)); show(max(S, [], 2)); show(cumsum(S, 2));
  show(unique(sparse([2 0; 2 0]))); show(find(S)); show(size(S));
  show(repmat(sparse([1 0]), 2, 2)); show(reshape(S, 3, 2)); show(sort(S, 2));
  show(xor(speye(2), fliplr(speye(2))));
  show(S(:, 2)); show(S(2, :) * 2); show(S * [1; 1; 1]);
  [m, i] = max(S, [], 2);
  printf('%d %d\n', issparse(m), issparse(i));
  x = nonzeros(S);
  printf('%d %s\n', issparse(x), mat2str(x));
  printf('%s\n', num2str(full(S)));
  try
    accumarray([1; 2], [3; 4], [2 1], [], 5, true);
  catch e
    disp(e.message);
  end
end

function show(v)
  printf('%s %d %s: %s\n', class(v), issparse(v), mat2str(size(v)), mat2str(full(v)));
end
