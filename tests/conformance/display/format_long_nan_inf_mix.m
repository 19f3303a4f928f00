format long
v = [1/3 NaN Inf]
