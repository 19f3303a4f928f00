v = [3 1 4];
s = strjoin(arrayfun(@(x) sprintf('%d', x), v, 'UniformOutput', false), '-')
