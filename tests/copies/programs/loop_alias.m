% The paper's example2 and a copy hoisted out of a loop.
a = [1:2:30];
b = [2:2:30];
i = 1;
while (i < 15)
  a(i) = 5;
  b = a;
  a(i+1) = 0;
  i = i + 1;
end
disp(a)
disp(b)
c = a;
for k = 1:numel(c)
  c(k) = -k;
end
disp(a(1:4))
disp(c(1:4))
