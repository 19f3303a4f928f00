scale = 3;
r = cellfun(@(v) sum(v) * scale, {[1 2], [3 4 5]})
