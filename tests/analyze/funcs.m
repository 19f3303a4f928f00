function funcs()
% Facts of a function are joined over the contexts it is called in.
  a = helper(3);
  b = helper(4);
  c = scale(a, 2);
  f = @(t) t + 1;
  g = f(c);
  printf('%d %d %d\n', size(a, 1), size(b, 1), sum(g(:)));
end

function y = helper(n)
  y = zeros(n, n) + 1;
  r = y(1, :);
  y(1, 1) = numel(r);
end

function out = scale(m, k)
  out = m * k;
end
