format long
s = single([1/3 2/3])
