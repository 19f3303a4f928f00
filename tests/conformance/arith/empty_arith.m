a = [] + 1
b = zeros(0, 3) * 2
