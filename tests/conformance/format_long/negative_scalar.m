format long
x = -exp(-1)
