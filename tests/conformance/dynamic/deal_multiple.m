[a, b, c] = deal(1, 'x', [2 3])
