f = [tempname() '.txt'];
m = [1.5 -2; Inf NaN]; s = ['ab'; 'cd']; c = {1, 'x'}; t.p = int8(3); t.q = [true false];
z = 2-3i; r = 1:4;
save('-text', f, 'm', 's', 'c', 't', 'z', 'r');
S = load(f)
delete(f);
