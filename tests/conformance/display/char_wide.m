s = repmat('abcdefghij', 1, 10)
