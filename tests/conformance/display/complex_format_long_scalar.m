format long
z = sqrt(-2)
