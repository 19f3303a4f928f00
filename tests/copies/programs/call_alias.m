function call_alias()
% Callees that write their parameters, return them, or store them.
f = ones(2);
for k = 1:3
  f = bump(f);
end
disp(f)
g = ones(2);
h = bump(g);
disp(g)
disp(h)
x = [1 2 3];
y = ident(x);
y(2) = 0;
disp(x)
disp(y)
[p, q] = twice(x);
p(1) = 9;
disp(q)
c = {x};
x(3) = 7;
disp(c{1})
disp(x)
global G
G = x;
x(1) = -1;
disp(G)
m = x;
r = both(m, m);
disp(m)
disp(r)
end

function x = bump(x)
x(1, 1) = x(1, 1) + 1;
end

function y = ident(x)
y = x;
end

function [a, b] = twice(x)
a = x;
b = x;
end

function r = both(u, v)
u(1) = 100;
r = u + v;
end
