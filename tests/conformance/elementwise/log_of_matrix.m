L = log([1 exp(1); exp(2) 10])
