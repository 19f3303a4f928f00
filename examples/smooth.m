function y = smooth(x, k)
% Moving average of x over windows of k elements.
n = numel(x);
y = zeros(1, n - k + 1);
for i = 1:n - k + 1
  y(i) = sum(x(i:i + k - 1)) / k;
end
end
