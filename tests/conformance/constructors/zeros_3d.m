z = zeros(2, 2, 2);
size(z)
