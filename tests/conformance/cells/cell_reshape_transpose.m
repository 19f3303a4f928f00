c = {1, 2, 3, 4};
r = reshape(c, 2, 2);
size(r)
r{2, 1}
