a = asin(2)
b = acos(0.5)
