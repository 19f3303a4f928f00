% Arrays shared through cells, structs, closures, cellfun, deal, globals
% and builtins that may return their argument (issue 12).
a = rand(3); c = {a}; a(1) = 5; disp(c{1}(1) == 5)
b = [1 2 3]; d = cellfun(@(z) z, {b}, 'UniformOutput', false); e = d{1}; e(1) = 9; disp(b); disp(e)
f = @() b; b(2) = 7; g = f(); disp(g); disp(b)
s.x = b; b(3) = 8; disp(s.x); disp(b)
[u, v] = deal(b, b); u(1) = -1; disp(u); disp(v); disp(b)
global G
G = b; b(1) = 100; disp(G); disp(b)
r = reshape(b, 3, 1); r(2) = 0; disp(r'); disp(b)
col = b(:); col(3) = 0; disp(col'); disp(b)
dd = double(b); dd(1) = 1; disp(dd); disp(b)
x = [b]; x(2) = 2; disp(x); disp(b)
h = b'; h(1) = 4; disp(h'); disp(b)
