x = {};
x(3).a = 1;
class(x)
size(x)
y = [];
y(2).b = 'q';
class(y)
s = struct('a', {1, 2});
s(2).c = 5;
fieldnames(s)
s(1)
n = 'dyn';
s(3).(n) = 7;
size(s)
fieldnames(s)
