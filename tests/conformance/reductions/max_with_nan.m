a = max([1 NaN 3])
b = min([NaN NaN])
[m, i] = max([NaN 2 NaN 5])
