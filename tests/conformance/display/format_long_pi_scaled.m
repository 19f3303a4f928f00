format long
x = pi * 1e5
y = pi / 1e5
