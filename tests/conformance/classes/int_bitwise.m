a = bitand(12, 10)
b = bitor(uint8(12), uint8(3))
c = bitxor(5, 3)
d = bitshift(1, 4)
