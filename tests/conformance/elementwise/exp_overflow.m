a = exp(710)
b = exp(-750)
