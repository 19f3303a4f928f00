z = zeros(2, 'nosuchclass')
