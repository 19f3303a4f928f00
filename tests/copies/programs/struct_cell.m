% Updates of structs and cells whose arrays are shared.
s.v = [1 2 3];
t = s;
t.v(2) = 20;
disp(s.v)
disp(t.v)
c = {[1 2], 'ab'};
d = c;
d{1}(1) = 10;
disp(c{1})
disp(d{1})
w = s.v;
w(3) = 30;
disp(s.v)
disp(w)
e = c{2};
e(1) = 'X';
disp(c{2})
disp(e)
z = c;
z(3) = {5};
disp(numel(c))
disp(numel(z))
