s = struct('a', {1, 2})
