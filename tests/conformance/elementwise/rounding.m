x = [-2.5 -1.5 -0.5 0.5 1.5 2.5];
r = round(x)
f = floor(x)
c = ceil(x)
t = fix(x)
