f = @(x) x.^3 - 1;
g = str2func(func2str(f));
g(2)
