c = {1:3, 4:6};
r = cellfun(@(v) v * 2, c, 'UniformOutput', false)
