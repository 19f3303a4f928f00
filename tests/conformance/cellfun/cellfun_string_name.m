c = {[], 1, []};
e = cellfun('isempty', c)
