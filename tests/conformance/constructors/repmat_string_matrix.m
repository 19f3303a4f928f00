r = repmat('ab', 2, 2)
