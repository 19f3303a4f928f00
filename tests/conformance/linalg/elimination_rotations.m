% rref planerot housh
[R, k] = rref (magic (4))
R = rref ([1 2 3; 4 5 6])
R = rref ([1 2; 2 4], 0.1)
[R, k] = rref (zeros (2, 3))
try, rref (ones (2, 2, 2)), catch err, disp (err.message), end
[G, y] = planerot ([3; 4])
[G, y] = planerot ([-3; 4])
[G, y] = planerot ([0; 4])
[G, y] = planerot ([3; 0])
try, planerot ([1 2 3]), catch err, disp (err.message), end
[h, b, z] = housh ([3; 4; 0], 1, 0)
[h, b, z] = housh ([-3; 4; 1], 2, 0)
[h, b, z] = housh ([0; 0], 1, 0)
x = [1; 2; 3]; [h, b, z] = housh (x, 1, 0); y = (eye (3) - b * h * h') * x
try, housh (ones (2), 1, 0), catch err, disp (err.message), end
