z = zeros(1, 3, 'int32')
class(z)
