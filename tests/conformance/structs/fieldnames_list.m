s.x = 1;
s.y = 2;
s.z = 3;
f = fieldnames(s)
