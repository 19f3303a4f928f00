pts = struct('x', {1, 2, 3}, 'y', {4, 5, 6});
d = arrayfun(@(p) hypot(p.x, p.y), pts)
