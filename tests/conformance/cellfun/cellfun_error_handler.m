r = cellfun(@(x) error('bad'), {1, 2}, 'ErrorHandler', @(err, x) -1)
