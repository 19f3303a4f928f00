x = 5;
y = x(true)
z = x(false)
