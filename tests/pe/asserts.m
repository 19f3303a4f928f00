function asserts(x, n, name)
% args: [1 2 3 4] | 3 | 'sq'
% specialize: --assert
% specialize: --fix n=3
% specialize: --shape x=[1 4]
% specialize: --class x=real full double
% specialize: --fix name='sq'
% breaks: [1 2 3 4] | 4 | 'sq'
% breaks: [1 2 3] | 3 | 'sq'
% breaks: single([1 2 3 4]) | 3 | 'sq'
% breaks: [1 2 3 4] | 3 | struct('scale', 3, 'name', 'sq')
% breaks: [1 2 3 4] | 3
% breaks: [1 2 3 4] | int8(3) | 'sq'
% breaks: [1 2 3 4] | 3 | 'cube'
% breaks: [1 2 3 4] + 1i | 3 | 'sq'
% breaks: sparse([1 2 3 4]) | 3 | 'sq'
% --assert: the residual checks the values of n and name, the class,
% realness, fullness and size of x and the argument count at its top, and
% each specialized local function checks what it was specialized for; a
% caller breaking one gets the error (the `% breaks:` calls; `NAME.breaks` holds what Octave says).
if ~isnumeric(x) || numel(x) ~= 4
  error('asserts:x', 'x must be 4 numbers');
end
y = x;
for k = 1:n
  y = step(y, numel(name));
end
fprintf('%s: %s\n', name, mat2str(y));
fprintf('%d\n', total(x, numel(x)));
end

function y = step(y, s)
y = y * s - 1;
end

function t = total(v, m)
t = 0;
for k = 1:m
  t = t + v(k);
end
end
