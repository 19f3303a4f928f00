m = false(2);
m(3, 3) = true
