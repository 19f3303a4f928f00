a = atan2(1, 1)
h = hypot(3, 4)
