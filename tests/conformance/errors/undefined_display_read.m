if rand > 2, q = 1; end
x = 3; t = (q)
