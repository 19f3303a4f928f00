s(1).a = 1;
s(1).b = 2;
s(2).a = 3;
disp(size(s))
s(2)
s(1).c = 'x';
fieldnames(s)
t = struct('a', {});
t(2).a = 5;
size(t)
