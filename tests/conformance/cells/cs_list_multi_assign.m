c = cell(1, 3);
[c{1:2}] = deal(1, 2);
c
[c{:}] = deal('x');
c
d = cell(2, 2);
[d{:, 2}] = deal(7, 8)
s(3).a = 0;
[s.a] = deal(5);
disp([s.a])
[s.b] = deal('p', 'q', 'r');
disp([s.b])
t = struct('v', {1, 2});
vals = {10, 20};
[t.v] = vals{:};
disp([t.v])
