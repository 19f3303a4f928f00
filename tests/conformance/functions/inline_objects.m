f = inline('x^2 + y')
c = class(f)
a = argnames(f)
fo = formula(f)
v = f(2, 3)
w = feval(f, 1, 1)
g = vectorize(f);
formula(g)
argnames(inline('sin(t)*a + b1 + pi + exp(x) + 1e-3'))
argnames(inline('x+1', 2))
vectorize('x*y^2/z')
h = vectorize(@(x) x^2);
h(3)
disp(f)
try, inline(3), catch e, disp(e.message), end
try, inline('x', 0), catch e, disp(e.message), end
s = char(inline('a*b + 1'))
