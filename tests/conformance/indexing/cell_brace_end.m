c = {'a', 'b', 'c'};
last = c{end}
