f = @(x, y) x + 2*y;
s = func2str(f)
