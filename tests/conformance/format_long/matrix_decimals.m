format long
A = [1/3 2/3; 1 4/3]
