s.a = 1;
s.b = 2;
s = rmfield(s, 'a')
