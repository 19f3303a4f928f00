a = idivide(int32(7), int32(2))
b = idivide(int32(7), int32(2), 'floor')
c = idivide(int32(7), int32(2), 'round')
