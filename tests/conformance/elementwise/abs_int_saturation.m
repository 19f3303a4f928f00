a = abs(int8(-128))
