function accumulate(x)
% args: [0.5 -1.25 2 3.5]
% specialize: --shape x=[1 4]
% Unrolled updates of one row or one element become one statement each,
% behind a test that their values are real doubles; values of other
% classes, orientations or complexity run the statements as they were.
h = @(v) v;
c = [1 -2 0.5; 3 0.25 -1];
both(c, x);
both(c, single(x));
both(c, x + 2i);
both(c, h(x));
both(c, h(single(x)));
both(c, h(x'));
both(c, h(x + 2i));
both(c, h(int8(x)));
both(c, h('abcd'));
both(c, h(x(1)));
both(c, h(zeros(1, 0)));
both(c, h(x > 0));
both(c, h(sparse(x)));
both(c, h([x; x]));
show(interrupted(h(x)));
show(sums(x, h(x)));
show(sums(x, h(single(x))));
show(sums(x, h(x')));
end

function both(c, x)
try
  show(rows(c, x));
catch err
  disp(err.message);
end
try
  show(products(x));
catch err
  disp(err.message);
end
end

function show(v)
disp(class(v));
disp(size(v));
fprintf('%.17g\n', v);
disp(isreal(v));
end

% Row i of the result: sum over k of c(i, k) times a recurrence in x.
function y = rows(c, x)
[m, n] = size(c);
y = zeros(m, length(x));
for i = 1:m
  t0 = ones(size(x));
  t1 = x;
  y(i, :) = c(i, 1) * t0;
  for k = 2:n
    t2 = 2 * x .* t1 - t0;
    y(i, :) = y(i, :) - c(i, k) * t1 ./ 3;
    t0 = t1;
    t1 = t2;
  end
end
end

% Products of differences of the first four elements, element by element.
function w = products(x)
w = [1, 1, 1, 1];
for j = 1:4
  for k = 1:4
    if k ~= j
      w(j) = w(j) * (x(j) - x(k));
    end
  end
end
end

% A read between two updates keeps them apart.
function y = interrupted(x)
y = zeros(2, 4);
y(1, :) = 2 * x;
z = y(1, 2);
y(1, :) = y(1, :) + x;
y(1, :) = y(1, :) .* x + z;
y(2, :) = x;
y(2, :) = y(2, :) ./ 4;
end

% A sum over values computed in between, each partial sum read once.
function s = sums(y, x)
s = zeros(size(x));
p = ones(size(x));
for k = 1:3
  p = p .* (x - y(k));
  s = s + y(k + 1) * p / 2;
end
end
