function empty_char
% specialize:
% A folded empty char array (num2str of []) must be written back as
% MATLAB that makes one: `zeros` has no char class.
y = [];
x = num2str(y);
disp(class(x));
disp(size(x));
disp(x);
z = ['ab', x]
