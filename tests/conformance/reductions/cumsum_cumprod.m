c = cumsum([1 2 3 4])
p = cumprod([1 2 3 4])
