% The call forms of sparse, speye, spalloc and spones, and what nnz, nzmax,
% issparse, size and class say of them.
function construct
  show(sparse([1 0 2; 0 0 3]));
  show(sparse(2, 3));
  show(sparse([1 2 2], [1 1 3], [4 5 6]));
  show(sparse([1 1 2], [1 1 3], [4 5 6], 3, 4));
  show(sparse([1 1 2], [1 1 3], [4 5 6], 3, 4, 'unique'));
  show(sparse([1 1 2], [1 1 3], [4 5 6], 3, 4, 10));
  show(sparse([1 2 3], 2, 7));
  show(sparse([1 1], [1 1], [1 -1]));
  show(sparse([1 1], [1 1], [true false]));
  show(sparse(1, 2, 3i));
  show(sparse(ones(2, 2, 2)));
  show(sparse(single([1 0 2])));
  show(sparse(-1, 2));
  show(speye(3));
  show(speye(2, 3));
  show(speye([3 2]));
  show(spalloc(2, 3, 4));
  show(spones([1 0 -2; 0 3 0]));
  show(sparse([], [], [], 2, 2));
  printf('%d\n', issparse([1 2]), issparse(sparse(1)), nnz([1 0 2]), nzmax([1 0 2]));
  printf('%d\n', isequal(sparse([]), []), isequal(sparse(2, 2), zeros(2)), isequal(speye(3), eye(3)));
  printf('%d\n', isequal(sparse([1 0]), sparse([1 1])), isequal(sparse(true), sparse(1)), isequal(sparse(0, 1), sparse(1, 0)));
  A = sprand(2^31, 1000, 2^(-31));
  Z = sparse(2^31, 1000);
  printf('%d %d %d %d %d\n', size(A), size(Z), nnz(Z));
  printf('%d %d %d\n', isequal(A, A), isequal(A, Z), isequal(Z, Z));
  printf('%d\n', nnz(A) > 900 && nnz(A) <= 1000);
  errs = {'sparse(int8([1 2]))', 'sparse(''ab'')', 'sparse({1})', 'sparse(1.5, 2)', ...
          'sparse([1 2], [1 2], [3 4], 1, 2)', 'sparse([1 2], [1 2], [3 4], 2, 1)', ...
          'sparse([1 2], [1 2], [3 4 5])', 'sparse(0, 1, 5)', 'sparse(1, -1, 1)', ...
          'sparse(1, 2, 3, 4)', 'sprand(2, 2, 2)', 'sprand(2.5, 2, 1)', 'sprand(2, 2)', ...
          'sprand(2, 2, 0.5, 2)', 'speye(2.5)', 'int8(sparse(1))', 'single(sparse(1))'};
  for k = 1:numel(errs)
    try
      eval([errs{k} ';']);
      printf('%s: no error\n', errs{k});
    catch e
      printf('%s: %s\n', errs{k}, strtok(e.message, char(10)));
    end
  end
end

function show(s)
  printf('%s %d %s nnz=%d nzmax=%d\n', class(s), issparse(s), mat2str(size(s)), nnz(s), nzmax(s));
  disp(full(s));
end
