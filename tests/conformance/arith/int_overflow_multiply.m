a = int16(300) * 200
b = uint8(20) * uint8(20)
