% methods named like builtins: sum(b) and length(b) call the class's own
b = Bag([1 2 3]);
x = sum(b);
x(1) = 100;
disp(x)
disp(b.data)
length(b)
length([1 2 3])
y = sum([1 2 3])
