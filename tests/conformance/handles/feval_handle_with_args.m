f = @(a, b) a - b;
r = feval(f, 10, 3)
