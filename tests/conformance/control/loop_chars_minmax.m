1;
% Loops over char arrays and min/max of bracketed lists (the native tier
% compiles them; results as the interpreter's and Octave's).
function d = editdist(s1, s2)
  n1 = size(s1, 2); n2 = size(s2, 2);
  D = zeros(n1 + 1, n2 + 1);
  for i = 1:n1
    D(i + 1, 1) = i;
  end
  for j = 1:n2
    D(1, j + 1) = j;
  end
  for i = 1:n1
    for j = 1:n2
      if s1(i) == s2(j)
        r = 0;
      else
        r = 1;
      end
      D(i + 1, j + 1) = min([D(i, j) + r, D(i + 1, j) + 1, D(i, j + 1) + 1]);
    end
  end
  d = D(n1 + 1, n2 + 1);
end
function [c, k, x] = scan(s)
  c = 'a'; k = 0; x = zeros(1, 2);
  for i = 1:numel(s)
    c = s(i);
    k = k + (c > 'm') + s(i) - 96;
    x(i) = k;
  end
end
function r = picks(v)
  r = zeros(1, numel(v));
  for i = 1:numel(v) - 1
    r(i) = min([v(i), v(i + 1), 2]) + max([v(i); v(i + 1)]);
  end
  r(end) = min([v(end)]);
end
printf('%d\n', editdist('kitten sitting', 'sitting kitten'));
[c, k, x] = scan('hello');
disp(c); disp(class(c)); disp(k); disp(x);
disp(picks([3 NaN 1 -0 0 NaN 5]));
m = ['ab'; 'cd']; q = 0;
for i = 1:2
  for j = 1:2
    q = q * 10 + (m(i, j) > 'b');
  end
end
disp(q);
