e = zeros(0, 3, 'int8')
