f = [tempname() '.mat'];
a = 1; b = 'two';
save('-v7', f, 'a');
save('-v7', '-append', f, 'b');
a = 5;
save('-v7', '-append', f, 'a');
S = load(f)
delete(f);
