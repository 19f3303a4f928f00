a = int32(NaN)
b = int32(Inf)
c = uint8(-5)
