% Multiple assignment to a comma-separated list target: the right side may
% be a call (called for as many outputs), another cs-list (its first values),
% or one value; a struct array's selected elements or a cell's selected
% cells, created or grown as needed.
[a(1:2).x] = deal (1, 3);
disp (size (a)); disp ({a.x})
b = struct ("name", {"a", "b", "c"; "d", "e", "f"}, "value", 100);
[b(1:2, [1, 3]).name] = deal ("aaa", "ddd", "ccc", "fff");
disp ({b.name})
s = struct ('v', {1, 2, 3});
[s(2:3).v] = deal (0, -1); disp ([s.v])
[s([true false true]).v] = deal (5, 6); disp ([s.v])
[s(2:end).v] = deal (8); disp ([s.v])
c = {10, 20, 30};
[s(1:2).v] = c{2:3}; disp ([s.v])
[c{1:2}] = s(2:3).v; disp (c)
t = struct ('f', {'p', 'q'});
[c{2:3}] = t.f; disp (c)
d = {1, 2, 3};
e = {0, 0, 0, 0}; [e{1:2}] = d{1:3}; disp (e)
g = cell (2, 2); [g{1:2, 1:2}] = deal (1, 2, 3, 4); disp (g)
h = cell (2, 2); [h{[1; 2]}] = deal (7, 8); disp (h)
w = struct ('f', {1, 2; 3, 4}); [w(1:2, 1:2).f] = deal (5, 6, 7, 8); disp ([w.f])
q = struct ("value", {1, 2, 3, 4, 5}); x = 7;
try, [q(2:4).value] = 1; catch err, disp (err.message), end
try, [q(2:4).value] = x; catch err, disp (err.message), end
try, [q.value] = c{:}; catch err, disp (err.message), end
try, e = {0, 0}; [e{1:3}] = d{1:2}; catch err, disp (err.message), end
try, [e{1:2}] = 5; catch err, disp (err.message), end
try, [e{1}] = x; disp (e), catch err, disp (err.message), end
