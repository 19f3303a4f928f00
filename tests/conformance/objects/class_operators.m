% operator overloading by methods, and a class's own disp
a = Money(5);
b = Money(7.5);
s = a + b;
disp(s.amount)
t = b - a
u = a * 3;
disp(u)
v = a .* 2;
disp(v.amount)
a == Money(5)
a == b
w = Money(1, 'USD')
