format long
z = [1/3+1i, 2]
