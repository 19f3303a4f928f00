s.m = magic(3);
s.m(2, :)
s.m(end)
