r = sqrt(int32(16))
