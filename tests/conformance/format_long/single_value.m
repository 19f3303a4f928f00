format long
s = single(2/3)
