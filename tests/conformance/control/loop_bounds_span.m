function loop_bounds_span()
% Subscripts a + c of one root in one block share one bounds check (the
% smallest and largest c against the extent): a block whose later
% subscript is out of bounds leaves before its first access, and the
% interpreter does the stores and the growth itself.
n = 6;
x = zeros(1, 5);
for k = 1:n
  x(k) = k * 2;
  x(k + 1) = x(k) + 1;
end
disp(x)
f = reshape(1:20, 4, 5);
s = 0;
for jj = 2:n - 1
  for ii = 1:n - 3
    f(ii, jj) = f(ii, jj) + 1;
    s = s + f(ii + 1, jj) - f(ii, jj - 1);
  end
end
disp(f)
disp([ii jj s])
g = ones(3, 3);
t = 0;
for jj = 2:n - 3
  for ii = 1:n - 3
    t = t + g(ii, jj - 1) * 2 + g(ii, jj);
    g(ii, jj) = t;
  end
end
disp(g)
disp(t)
h = zeros(1, 2);
for k = 1:n
  h(k) = k;
  h(k + 2) = h(k) * 3;
end
disp(h)
end
