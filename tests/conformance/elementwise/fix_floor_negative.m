a = fix(-3.7)
b = floor(-3.7)
c = ceil(-3.2)
