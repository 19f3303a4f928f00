m = median([1 NaN 3])
