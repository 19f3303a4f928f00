s.v = 1;
c = {s, 'tag'}
