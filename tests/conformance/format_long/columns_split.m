format long
x = (1:8) / 3
