% rotx, roty, rotz, rectint, inpolygon, dsearchn, tsearchn
rotx (90)
roty (30)
rotz (-45)
rectint ([0 0 2 2; 1 1 1 1], [0 0 1 1; 3 3 1 1; 0.5 0 1 3])
rectint ([0 0 0 1 1 1], [0.5 0.5 0.5 2 2 2])
xv = [0 1 1 0.5 0]; yv = [0 0 1 0.5 1];
x = [0.5 0.9 0.5 1 0 -0.1 0.25 0.75 0.5]; y = [0.2 0.9 0.5 0.5 0.5 0.1 0.75 0.5 0.75];
[in, on] = inpolygon (x, y, xv, yv)
[i, d] = dsearchn ([0 0; 1 0; 0 1; 1 1], [0.2 0.1; 0.9 0.8; 0.5 0.5])
[t, p] = tsearchn ([0 0; 1 0; 0 1; 1 1], [1 2 3; 2 3 4], [0.2 0.2; 0.8 0.9; 2 2])
