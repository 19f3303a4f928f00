a = int32(5) / 0
b = int32(-5) / 0
c = int32(0) / 0
