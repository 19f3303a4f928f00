r = arrayfun(@(x) x * 2, [])
