function scan(x, y)
% args: [0.5 -0.25 0.125 2 -1.5] | [-0 NaN Inf -Inf 0.75]
% specialize: --class x=real full double
% specialize: --shape x=[1 5]
% specialize: --class y=real full double
% specialize: --shape y=[1 5]
% Loops keeping a running product and its running sums (series) become
% one cumprod over the factors and one cumsum per sum when everything
% they read is known to be real full doubles: the same operations in the
% same order, so the same results, with NaN, Inf and -0 too.
show(hyp(0.5, 1.5, 2.5, x));
show(hyp(0.5, 1.5, 2.5, y));
show(hyp(x(1), x(2), x(4), x));
show(hyp(x(1), x(2), x(4), y));
show(hyp(-0.5, 0, -2, x));
show(expo(x(5)));
show(expo(y(1)));
show(expo(y(2)));
show(cosine(x'));
show(cosine(y'));
show(before(x));
show(before(y));
show(powers(y));
show(slow(x));
show(slow(y));
show(fine(x));
% Not known real: the loop unrolled as before.
show(hyp(0.5, 1.5, 2.5, x + 2i));
show(expo(x(5) + 1i));
end

function show(v)
disp(class(v));
disp(size(v));
fprintf('%.17g %.17g\n', [real(v(:)), imag(v(:))]');
disp(isreal(v));
end

% Gauss's hypergeometric series 2F1(a, b; c; z), 12 terms.
function s = hyp(a, b, c, z)
t = ones(size(z));
s = t;
for k = 0:10
  t = t .* ((a + k) * (b + k) / ((c + k) * (k + 1))) .* z;
  s = s + t;
end
end

% exp(x) by its series: a scalar running product.
function s = expo(x)
t = 1;
s = 1;
for k = 1:20
  t = t * (x / k);
  s = s + t;
end
end

% cos(x) by its series on a column.
function s = cosine(x)
t = ones(size(x));
s = t;
x2 = -x .* x;
for k = 1:8
  t = t .* x2 * (1 / ((2 * k - 1) * (2 * k)));
  s = s + t;
end
end

% The sum adds the product before its update, from a start of its own.
function s = before(x)
t = x;
s = zeros(size(x));
for k = 1:6
  s = s + t;
  t = t .* x * k;
end
s = s + t;
end

% A running product alone.
function p = powers(y)
p = ones(size(y));
for k = 1:5
  p = p .* y;
end
end

% Twenty factors of no literal: computed from k's values; k read after.
function s = slow(z)
t = z;
s = t;
for k = 1:20
  t = t .* (1 / (k + 0.5)) .* z;
  s = s + t;
end
s = s + k;
end

% Steps of no exact sum: k takes the colon operator's values.
function s = fine(z)
t = ones(size(z));
s = zeros(size(z));
for k = 0:0.1:2
  t = t .* (1 + k) .* z;
  s = s + t;
end
end
