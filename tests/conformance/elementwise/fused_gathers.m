% Elementwise expressions reading blocks picked by index vectors
% (`R(jj, :)`), gathered a chunk at a time by matc: index vectors made of
% runs (ndgrid, repmat), scattered ones, scalar and range subscripts,
% N-D arrays, assignments that read the array they write, and errors.
function fused_gathers()
  n = 40;
  k = (1:n)';
  R = [sin(k), cos(2 * k), sin(3 * k + 0.5)];
  [ii, jj] = ndgrid(1:n, 1:n);
  ii = ii(:); jj = jj(:);
  dr = zeros(n, n, 3);
  dr(:) = R(jj, :) - R(ii, :);
  show('pairs', dr);
  d2 = R(jj, 2) .* R(ii, 3) + 1;
  show('columns', d2);
  disp(size(d2));

  % Scattered indices, a row of them, repeated ones, one column by a range.
  p = mod((1:300) * 37, n) + 1;
  a = R(p, :) * 2 - R(p, [3 1 2]);
  show('scattered', a);
  disp(size(a));
  b = R(p', 2:3) + R(p', 1:2);
  show('row index', b);
  disp(size(b));
  q = repmat([5 5 5 5 5 5 5 5 6 7 8 9 10 11 12 13], 1, 8);
  c = R(q, 1) - R(q, 3) / 3;
  show('runs', c);

  % An N-D array by two subscripts (its trailing extents one).
  T = reshape(1:4*5*6, 4, 5, 6) / 7;
  e = T([4 1 2 3 4 2 1 3 4 1 2 3 4 2 1 3], [30 1 7 7 12]) + 1;
  show('nd', e);
  disp(size(e));

  % A sum of a gathered vector.
  fprintf('%.15g\n', sum(R(p, 1) .* R(p, 2)));

  % Assignments that read the array they write, or its index vector.
  M = reshape(1:640, 64, 10) / 9;
  r = [64:-1:25, 5 * ones(1, 24)];
  M(:, 3) = M(r, 5) - M(r, 3) * 2;
  show('self', M);
  v = (1:100)';
  w = 101 - v;
  v(1:100) = v(w, 1) + v(w, 1);
  show('reversed', v);
  idx = [3 1 2 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 1 2 3 4 5];
  idx(1:65) = M(idx, 2) + M(idx, 1) * 0;
  show('index written', idx);

  % Errors are the subscript's.
  bad = {[1:70, 0], [1:70, 41], [1:70, 2.5]};
  for t = 1:numel(bad)
    try
      z = R(bad{t}, :) - R(bad{t}, :);
      disp(size(z));
    catch err
      disp(err.message);
    end
  end
end

function show(name, x)
  fprintf('%s: %.15g %.15g %.15g\n', name, sum(x(:)), sum(abs(x(:)) .* (1:numel(x))'), x(end));
end
