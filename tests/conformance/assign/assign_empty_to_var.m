x = 5;
x = []
isempty(x)
