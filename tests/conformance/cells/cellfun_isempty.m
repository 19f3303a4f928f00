c = {[], 'a', {}, 0};
cellfun(@isempty, c)
