f = [tempname() '.txt'];
x = [1 2.5; -3 1e-5];
save('-ascii', f, 'x');
txt = fileread(f)
y = load(f)
save('-ascii', '-double', f, 'x');
txt = fileread(f)
delete(f);
