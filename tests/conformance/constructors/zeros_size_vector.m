z = zeros([2 3])
o = ones(size(z))
