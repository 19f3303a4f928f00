f = str2func('cos');
f(0)
g = str2func('@(t) t * 3');
g(4)
