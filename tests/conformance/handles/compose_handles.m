f = @(x) x + 1;
g = @(x) x * 2;
h = @(x) g(f(x));
h(3)
