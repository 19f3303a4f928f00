[x, y, h, s] = treelayout ([0 1 1 2 2 3 3])
[x, y, h, s] = treelayout ([0 0 1 2])
[x, y, h, s] = treelayout ([0, 1, 2, 2])
[x, y, h, s] = treelayout ([0, 1, 2, 2], [1, 2, 4, 3])
[x, y, h, s] = treelayout ([0 1 1 1 4])
[x, y, h, s] = treelayout ([0, 1, 2, 2], [4, 2, 3, 1])
try, treelayout ([0 3 2]), catch e, disp (e.message), end
try, treelayout ([0; 1]), catch e, disp (e.message), end
