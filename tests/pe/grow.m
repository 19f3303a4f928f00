function grow(n)
% args: 6
% specialize: --nargin 1
% A loop whose bound is unknown grows an array: the specializer must end,
% with a residual loop whose state it widened.
v = 1;
while numel(v) < n
  v = [v, 2 * v(end)];
end
disp(v);
w = [];
k = 0;
while true
  k = k + 1;
  w(end + 1) = k * k;
  if k >= n
    break;
  end
end
fprintf('%d ', w);
fprintf('\n');
c = 0;
while c < 3
  c = c + 1;
end
disp(c);
end
