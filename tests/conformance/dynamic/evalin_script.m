a = 5;
assignin('base', 'b', 7);
disp(b)
evalin('caller', 'c = a + b;');
disp(c)
v = evalin('base', 'a * 2')
