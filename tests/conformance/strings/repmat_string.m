line = repmat('-', 1, 10)
