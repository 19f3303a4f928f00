f = [tempname() '.mat'];
p.alpha = 1; p.beta = 'b'; p.gamma = [1 2 3];
save('-v7', f, '-struct', 'p');
S = load(f)
save('-v7', f, '-struct', 'p', 'gamma');
T = load(f)
delete(f);
