% b = a shares a's buffer; updating b must leave a alone.
a = zeros(1, 3);
b = a;
b(1) = 5;
disp(a)
disp(b)
s = 'hello';
t = s;
t(1) = 'J';
disp(s)
disp(t)
