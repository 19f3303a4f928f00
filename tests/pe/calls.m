function calls(x)
% args: [0.5 1 2]
% specialize: --shape x=[1 3]
% Local functions: folded on static arguments, specialized once per
% abstract argument tuple otherwise.
fprintf('%d %d\n', fact(5), fact(3));
a = poly(x, 2);
b = poly(x, 3);
c = poly(x, 2);
disp([a; b; c]);
[m, n] = size(x);
fprintf('%d by %d, class %s\n', m, n, class(x));
end

function r = fact(n)
if n <= 1
  r = 1;
else
  r = n * fact(n - 1);
end
end

function y = poly(x, d)
y = ones(size(x));
for k = 1:d
  y = y + x .^ k / fact(k);
end
end
