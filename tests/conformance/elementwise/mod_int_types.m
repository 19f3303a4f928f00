a = mod(int8(10), int8(3))
b = rem(uint8(10), 4)
