r = bsxfun(@minus, [1 2; 3 4], [1 1])
