f = str2func('@(x) x.^2 + 1');
r = f(1:3)
