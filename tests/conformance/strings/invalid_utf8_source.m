% A source file that is not valid UTF-8 (Latin-1 bytes).
x = 'a©Èb';
disp(double(x))
y = 'caf√©';
disp(double(y))
fprintf('%s\n', x);
