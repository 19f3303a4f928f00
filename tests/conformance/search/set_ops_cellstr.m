c = intersect({'a', 'b', 'c'}, {'b', 'c', 'd'})
d = setdiff({'x', 'y'}, {'y'})
