f = @(x) 2 * x;
s = func2str(f);
g = eval(s);
g(21)
