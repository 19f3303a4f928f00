r = 1:10; r1 = 5:5; r0 = 1:0;
d = eye(3); d2 = 2 * eye(2, 3);
nr = -(0:0.5:2); sr = single(1:4); ir = int8(1):int8(3);
whos
s = whos;
disp(s(1).nesting)
