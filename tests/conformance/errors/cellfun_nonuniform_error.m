r = cellfun(@(x) [x x], {1, 2})
