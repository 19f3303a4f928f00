% Bit operations on signed integers use two's complement; shifts wrap in the class width.
a = bitand(int8(-1), int8(3))
b = bitxor(int16(-5), int16(3))
c = bitor(int8(-128), int8(1))
d = bitshift(int8(100), 1)
e = bitshift(int8(-8), -1)
f = bitshift(uint16(1), 20)
g = bitor(uint8([1 2 4]), uint8(8))
h = bitand([12 10; 7 1], 6)
