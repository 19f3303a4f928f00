scores = [55 72 91 68 85];
passed = nnz(scores >= 70)
frac = mean(scores >= 70)
