format long
c = [1; 1/3; 1/7]
