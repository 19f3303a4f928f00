[nn, xx] = hist([1 2 3], 0)
