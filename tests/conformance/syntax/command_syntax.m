format long
pi
format short
pi
