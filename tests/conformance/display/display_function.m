x = [1 2 3];
display(x)
