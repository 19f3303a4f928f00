a = int8(-5)
b = uint16(65535)
c = int32(0)
