b = uint8(200)
