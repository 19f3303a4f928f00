r = cellfun(@(a, b) a + b, {1, 2}, {10, 20})
