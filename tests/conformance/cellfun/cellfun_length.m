n = cellfun('length', {'abc', [1 2], []})
