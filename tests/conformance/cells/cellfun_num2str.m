s = cellfun(@num2str, {1, 2.5, -3}, 'UniformOutput', false)
