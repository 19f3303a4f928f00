[q, r] = arrayfun(@(x) deal(floor(x / 3), mod(x, 3)), [7 8 9])
