format long
a = int32(12345)
