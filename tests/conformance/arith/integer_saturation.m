a = int8(100) + int8(100)
b = uint8(5) - uint8(10)
