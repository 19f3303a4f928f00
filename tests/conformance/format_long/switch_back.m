format long
a = sqrt(2)
format short
a
