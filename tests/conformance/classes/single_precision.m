x = single(1) / single(3)
y = double(x)
