s = struct('n', {3, 1, 2});
ns = arrayfun(@(e) e.n, s)
