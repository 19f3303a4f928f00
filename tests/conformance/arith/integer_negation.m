a = -int8(-128)
b = -uint8(5)
