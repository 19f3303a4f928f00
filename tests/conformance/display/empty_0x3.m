z = zeros(0, 3)
