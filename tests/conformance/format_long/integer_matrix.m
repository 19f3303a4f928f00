format long
A = magic(3)
