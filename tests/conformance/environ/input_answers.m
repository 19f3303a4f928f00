% input reads a line from standard input (input_answers.in): evaluated as
% an expression, or kept as text with 's'; an empty line is [].
x = input('Give x: ')
s = input('Name? ', 's')
y = input('')
z = input('z: ')
class(z), size(z)
t = input('t: ', 's');
size(t)
w = input('w: ')
v = input('v: ')
try
  u = input('u: ')
catch e
  disp(e.message)
end
try
  input(3)
catch e
  disp(e.message)
end
try
  input('x', 'q')
catch e
  disp(e.message)
end
r = input('r: ')
