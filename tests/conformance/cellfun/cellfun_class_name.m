c = cellfun(@class, {1, 'a', {}}, 'UniformOutput', false)
