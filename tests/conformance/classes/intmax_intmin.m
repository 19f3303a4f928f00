a = intmax('int32')
b = intmin('int8')
c = intmax('uint16')
