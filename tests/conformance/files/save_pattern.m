f = [tempname() '.mat'];
val1 = 1; val2 = 2; other = 3;
save('-v7', f, 'val*');
S = load(f)
save('-v7', f, 'other', 'missing');
T = load(f)
delete(f);
