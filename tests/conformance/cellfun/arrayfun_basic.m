sq = arrayfun(@(x) x^2, [1 2 3])
