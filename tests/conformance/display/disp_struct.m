s.a = 1;
s.b = 'text';
disp(s)
