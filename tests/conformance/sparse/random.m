% sprand, sprandn and sprandsym: sizes, counts and structure (not values),
% and their errors.
function random
  S = sprand(10, 20, 0.1);
  printf('%d %s %d %d\n', issparse(S), mat2str(size(S)), nnz(S), all(nonzeros(S) > 0 & nonzeros(S) < 1));
  N = sprandn(30, 5, 0.2);
  printf('%d %s %d\n', issparse(N), mat2str(size(N)), nnz(N));
  P = sprand(sparse([1 0 2; 0 3 0]));
  printf('%s\n', mat2str(full(P) ~= 0));
  R = sprand(4, 4, 0.5, 0.25);
  printf('%d %s %d\n', issparse(R), mat2str(size(R)), nnz(R) >= 8);
  Y = sprandsym(10, 0.3);
  printf('%d %s %d %d\n', issparse(Y), mat2str(size(Y)), isequal(Y, Y'), abs(nnz(Y) - 30) <= 1);
  Q = sprandsym(sparse([1 2 3], [3 2 3], [2 2 2]));
  [i, j] = find(Q);
  printf('%s %s\n', mat2str(sort(i)'), mat2str(sort(j)'));
  printf('%s\n', mat2str(size(sprandsym(0, 0.5))));
  printf('%s\n', mat2str(size(sprand(0, 3, 0.5))));
  errs = {'sprandsym(3.5, 0.5)', 'sprandsym(ones(3), 0.5)', 'sprandsym(3, 2)', 'sprandsym(10, 0)', ...
          'sprandn(2, -1, 0.5)', 'sprandn(2, 2, -1)', 'sprand(2, 2, 0.5, [1 2; 3 4])', ...
          'speye(ones(2, 2))', 'speye(2, [1 2])', 'spalloc(2)', 'spfun(@cos, {1})'};
  for k = 1:numel(errs)
    try
      eval([errs{k} ';']);
      printf('%s: no error\n', errs{k});
    catch e
      printf('%s: %s\n', errs{k}, strtok(e.message, char(10)));
    end
  end
end
