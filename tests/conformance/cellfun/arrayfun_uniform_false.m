r = arrayfun(@(n) 1:n, 1:3, 'UniformOutput', false)
