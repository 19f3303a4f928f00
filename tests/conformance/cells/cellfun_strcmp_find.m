names = {'x', 'y', 'z'};
idx = find(strcmp(names, 'y'))
