s.alpha = 1;
f = 'gamma';
s.(f)
