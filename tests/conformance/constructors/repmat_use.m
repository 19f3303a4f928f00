r = repmat([1 2], 2, 3)
