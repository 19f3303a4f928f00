a = log1p(1e-10)
b = expm1(1e-10)
