% A number literal may be indexed; inside an argument list `end` stands
% for the number itself (at the top level Octave's grammar rejects it,
% which crates/syntax's tests check).
x = 7(1)
y = [1 2 3](end)
z = 'abc'(end)
disp(7(end))
disp(2.5(end, end))
w = (7)(end)
try
  disp(1:4(end+1))
catch err
  disp(err.message)
end
