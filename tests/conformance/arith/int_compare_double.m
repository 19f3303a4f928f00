a = int8(5) == 5
b = uint8(3) < 3.5
