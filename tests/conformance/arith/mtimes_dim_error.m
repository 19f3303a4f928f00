A = ones(2, 3) * ones(2, 3)
