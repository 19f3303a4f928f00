% A colon with a char operand makes a char row, as in Octave and MATLAB.
x = 'a':'e'
y = 'a':2:'k'
z = 'z':-1:'w'
w = 'a':0.5:'c'
v = 'a':99
class('a':'c')
e = 'c':'a';
size(e)
try
  'a':int8(99)
catch err
  disp(err.message)
end
