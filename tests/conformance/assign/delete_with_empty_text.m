% `''` and `""` delete like `[]`; a 0x0 value that is not a literal does not.
a = [1 2 3 4];
a(2) = ''
a(end) = ""
s = 'hello';
s([1 end]) = ''
c = {1, 'two', 3};
c(2) = ''
x = Inf;
x(end) = ''
e = zeros(0, 0);
try
  a(1) = e
catch err
  disp(err.message)
end
