format long
x = pi
