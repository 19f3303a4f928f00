% The drivers' digest (sums, `max` and `min` of one long column, which the
% native tier runs as one loop) where the extremes are NaN, infinite or
% signed zeros: every element NaN, a lone -Inf or Inf among NaN, all
% infinite, zeros of both signs first and last. A loop whose extreme is
% still infinite at its end leaves the statement to the interpreter.
function native_extremes()
n = 150000;
for k = 1:16
  x = sin((1:n)') * 3;
  switch k
    case 1, x(:) = NaN;
    case 2, x(:) = NaN; x(77) = -Inf;
    case 3, x(:) = NaN; x(77) = -Inf; x(78) = Inf;
    case 4, x(:) = NaN; x(77) = 3;
    case 5, x(:) = -Inf;
    case 6, x(:) = Inf;
    case 7, x(:) = Inf; x(5) = -0; x(9) = 0;
    case 8, x(:) = 0; x(8) = -0;
    case 9, x(:) = -0; x(8) = 0;
    case 10, x(:) = NaN; x(end) = -0;
    case 11, x(:) = NaN; x(1) = 0; x(end) = -0;
    case 12, x(5) = NaN; x(7) = -0; x(9) = Inf;
    case 13, x(1) = -Inf;
    case 14, x(end) = Inf; x(1) = NaN;
    case 15, x(3) = -Inf; x(4) = Inf;
    case 16, x = -x;
  end
  rep(sprintf('%d', k), x);
end
end
function rep(name, x)
x = double(real(x(:)));
w = (1:numel(x))';
fprintf('%s: n=%d sum=%.17g abs=%.17g wsum=%.17g max=%.17g min=%.17g\n', name, numel(x), sum(x), sum(abs(x)), sum(w .* x), max(x), min(x));
fprintf('%g %g\n', 1 / max(x), 1 / min(x));
end
