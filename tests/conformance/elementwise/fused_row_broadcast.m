% Elementwise expressions where a row is broadcast down a matrix's rows
% (`x - x'`, pairwise differences), which matc reads as a repeated row
% inside its fused passes, cut between two threads when a square root
% makes them long; and the vector loops of `sqrt`, `abs`, `floor` and
% `ceil` of whole arrays, with negative elements making `sqrt` complex.
function fused_row_broadcast()
  n = 300;
  k = (1:n)';
  x = sin(1.3 * k);
  y = cos(0.7 * k + 0.2);
  for s = 1:3
    D = sqrt((x - x') .^ 2 + (y - y') .^ 2);
    show('distances', D);
    x = x + 0.01 * s * k / n;
  end
  disp(size(D));
  % A row against a column, each side; a 1x1 array; a scalar.
  r = (1:200) / 7;
  c = ((1:150)') / 3;
  show('row minus column', r - c);
  show('column times row', c .* r + 1);
  show('row over a matrix', (1 ./ (1 + c .* r)) .* r);
  one = x(1:1);
  show('1x1', (c - one) .^ 2);
  show('scalar', (r - 2) .^ 2 - c);
  disp(size(r - c));
  % A longer pass, split between threads when there are two.
  z = (1:700)' / 700;
  w = sqrt(z .^ 2 + (z' - 0.5) .^ 2);
  show('split', w);
  % Whole-array kernels, with NaN, Inf, -0 and negative elements.
  v = [-2.5, -0, 0, 0.5, 1.5, NaN, Inf, -Inf, 7.25];
  v = repmat(v, 1, 20);
  show('abs', abs(v));
  show('floor', floor(v));
  show('ceil', ceil(v));
  show('sqrt of nonnegative', sqrt(abs(v)));
  q = sqrt(v);
  disp(isreal(q));
  show('sqrt real part', real(q));
  show('sqrt imaginary part', imag(q));
  disp(sqrt([4 NaN 9]));
end

function show(name, a)
  a = a(:);
  fprintf('%s: %d %.15g %.15g %.15g\n', name, numel(a), sum(a(isfinite(a))), ...
          max(a), sum(isnan(a)));
end
