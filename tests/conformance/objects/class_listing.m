% methods, ismethod and properties of objects and of class names.
a = Account(5);
methods(a)
methods('Square')
m = methods('Vec2')
disp(ismethod(a, 'deposit')), disp(ismethod(a, 'nope'))
disp(ismethod('Account', 'deposit'))
properties(a)
p = properties('Circle')
properties('Tank')
methods(Money(1))
try, ismethod(3, 'x'), catch e, disp(e.message), end
try, properties(3), catch e, disp(e.message), end
try, methods(3), catch e, disp(e.message), end
try, properties('NoSuchClassHere'), catch e, disp(e.message), end
