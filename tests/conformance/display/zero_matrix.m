Z = zeros(2)
