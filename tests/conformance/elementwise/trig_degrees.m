s = sind(30)
c = cosd([0 90 180])
t = atand(1)
