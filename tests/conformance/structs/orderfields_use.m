s.b = 2;
s.a = 1;
t = orderfields(s)
