s = sin(pi/6)
c = cos([0 pi/3 pi])
t = tan(pi/4)
