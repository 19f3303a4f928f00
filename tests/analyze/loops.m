% Scalars, ranges, fixed-size arrays and an array grown in a loop.
n = 10;
s = 0;
for i = 1:n
  s = s + i;
end
x = zeros(3, 4);
y = x';
z = [x; ones(2, 4)];
v = [];
for k = 1:n
  v(end+1) = k^2;
end
w = v(2:5) .* 2;
if s > 50
  q = 'big';
else
  q = 'small';
end
t = numel(q) + ...
    size(z, 1);
printf('%d %d %d %s %d\n', s, numel(v), sum(w), q, t);
