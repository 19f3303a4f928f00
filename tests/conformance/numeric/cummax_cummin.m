a = cummax([1 3 2 5 4])
b = cummin([5 3 4 1 2])
