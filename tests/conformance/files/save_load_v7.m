f = [tempname() '.mat'];
x = [1 2; 3 4]; s = 'hello'; n = int16([-5 7]);
save(f, 'x', 's', 'n');
S = load(f)
T = load(f, 'x');
disp(T.x)
delete(f);
