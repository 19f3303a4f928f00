s.a = 1;
s.b = 'x';
c = struct2cell(s)
