s = struct();
s.list(3) = 4;
s.list
