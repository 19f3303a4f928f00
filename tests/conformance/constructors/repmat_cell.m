c = repmat({'x'}, 1, 3)
