c = {[1 2], 'abc', {}};
n = cellfun(@numel, c)
