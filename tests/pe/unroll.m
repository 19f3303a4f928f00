function unroll(n, x)
% args: 4 | [1 2 3]
% specialize: --fix n=4
% specialize: --shape x=[1 3]
% A power table: the loops over n unroll, the loop over x's extent too.
s = zeros(n, numel(x));
for i = 1:n
  for j = 1:numel(x)
    s(i, j) = x(j) ^ i;
  end
end
disp(s);
total = 0;
for i = 1:n
  if mod(i, 2) == 0
    continue;
  end
  total = total + sum(s(i, :));
  if i > 10
    break;
  end
end
fprintf('total %g, last i %d\n', total, i);
k = 0;
for i = []
  k = k + 1;
end
disp(size(i));
end
