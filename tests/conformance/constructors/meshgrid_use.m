[X, Y] = meshgrid(1:3, 1:2)
