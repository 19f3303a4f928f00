r = cellfun('isclass', {1, 'a', 2}, 'double')
