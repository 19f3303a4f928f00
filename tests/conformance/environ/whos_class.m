p = WhosPoint();
h = WhosHandle();
whos
s = whos('p');
disp(s.class); disp(s.bytes); disp(s.size)
