a = int32(7) / int32(2)
b = int32(-7) / int32(2)
c = uint8(2.5)
d = uint8(3.5)
