e1 = exp(1)
l = log([1 10 100])
l2 = log2(8)
l10 = log10(1000)
