u = cellfun(@upper, {'ab', 'c'}, 'UniformOutput', false)
