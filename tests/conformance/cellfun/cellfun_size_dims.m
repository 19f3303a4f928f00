c = {ones(2, 3), ones(4, 1)};
rows = cellfun(@(x) size(x, 1), c)
cols = cellfun('size', c, 2)
