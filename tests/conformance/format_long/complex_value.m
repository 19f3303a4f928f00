format long
z = 1/3 + 2i/3
