% methods read without parentheses are called: obj.method and m.values
v = Vec2(3, 4);
n = v.len
acc = Account('dora');
acc.deposit(10);
h = acc.history
m = containers.Map({'a', 'b'}, {1, 2});
vals = m.values
disp(m.keys)
