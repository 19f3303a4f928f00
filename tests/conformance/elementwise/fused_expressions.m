% Elementwise expressions over arrays of 64 elements or more (computed in
% one pass by matc): blocks, whole arrays, scalars, transposes, and
% assignments that read the array they write.
function fused_expressions()
  a = reshape(1:120, 10, 12) / 7;
  b = reshape(120:-1:1, 10, 12) / 3;
  c = a .* b - a ./ b + 2 * a - b / 4 + 3 .\ a;
  show('whole', c);
  d = (a(:, 2:end) - a(:, 1:end-1)) * 2 + b(:, 2:end);
  show('blocks', d);
  disp(size(d));

  % 3-D blocks shifted along each dimension.
  E = reshape(sin(1:6*7*5), 6, 7, 5);
  H = reshape(cos(1:6*7*5), 6, 7, 5);
  F = E(2:end, :, :) - E(1:end-1, :, :) + H(2:end, :, :) * 0.5;
  show('shift1', F);
  G = (E(:, 2:end, 2:end) - E(:, 1:end-1, 2:end)) * 3 - (H(:, 2:end, 2:end) - H(:, 2:end, 1:end-1)) / 2;
  show('shift23', G);
  disp(size(G));

  % Updates of a block from itself: same block, shifted blocks, disjoint blocks.
  X = reshape(1:8*9*4, 8, 9, 4) / 10;
  X(:, 2:8, 2:3) = X(:, 2:8, 2:3) + 0.25 * (H(1, 1, 1) + X(:, 1:7, 2:3));
  show('overlap', X);
  Y = X;
  Y(2:7, :, :) = Y(2:7, :, :) - 2 * (Y(1:6, :, :) + Y(3:8, :, :));
  show('neighbours', Y);
  show('copy kept', X);
  v = (1:100) / 3;
  v(2:100) = v(1:99) + 1;
  show('shift right', v);
  w = (1:100) / 3;
  w(1:99) = w(2:100) * 2 - w(1:99);
  show('shift left', w);
  P = zeros(80, 6);
  x = linspace(-1, 1, 80);
  P(:, 1) = 1;
  P(:, 2) = x';
  for j = 1:4
    P(:, j + 2) = (1 / (j + 1)) * ((2 * j + 1) * x' .* P(:, j + 1) - j * P(:, j));
  end
  show('recurrence', P);

  % Transposes, linear blocks of vectors, orientation.
  r = (1:90) / 9;
  s = r' * 2 + (90:-1:1)';
  show('transpose', s);
  disp(size(s));
  t = r(2:end) - r(1:end-1);
  disp(size(t));
  u = s(2:end) + s(1:end-1);
  disp(size(u));
  q = r(:) + s;
  disp(size(q));
  m = reshape(1:100, 10, 10);
  k = m(1:70) + 1;
  disp(size(k));

  % Special values keep their IEEE results.
  z = [NaN, Inf, -Inf, 0, -0, 1e308, -1e308, 5e-324, ones(1, 60)];
  y = z .* 2 - z ./ 0 + (z - z) * 3;
  fprintf('%g ', y(1:8)); fprintf('\n');
  fprintf('%g ', 1 ./ (z(1:8) * -1)); fprintf('\n');

  % Classes and forms the operators treat on their own.
  L = (a > 3) + b;
  show('logical', L);
  I = int16(a * 10) + 2 * int16(b);
  disp(class(I)); disp(sum(I(:)));
  Z = a + 1i * b;
  disp(class(Z)); disp(isreal(Z));
  g = 0:0.5:40;
  h = g * 2 + 1;
  disp(h(1:5));
  sg = single(a) .* b;
  disp(class(sg));

  % Broadcasting and errors.
  bc = r(1:70) + r(1:70)';
  disp(size(bc));
  try
    bad = ones(8, 10) + ones(10, 8) * 2;
  catch err
    disp(err.message);
  end
  try
    bad = a(:, 1:11) - b;
  catch err
    disp(err.message);
  end
  try
    bad = 2 / a;
  catch err
    disp(err.message);
  end

  % Growth and aliasing.
  g1 = zeros(1, 70);
  g1(1:100) = (1:100) * 2 + 1;
  disp(size(g1)); disp(g1(100));
  A0 = ones(9, 9);
  B0 = A0;
  B0(:, 1:9) = B0(:, 1:9) * 3 + A0;
  disp(A0(1, 1)); disp(B0(1, 1));
end

function show(name, x)
  fprintf('%s: %.15g %.15g %.15g\n', name, sum(x(:)), sum(abs(x(:)) .* (1:numel(x))'), x(end));
end
