x = NaN
