s(1).w = 3;
s(2).w = 5;
total = sum([s.w])
