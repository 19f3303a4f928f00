% newline is char(10), a 1x1 char; it takes no arguments.
x = newline;
disp(double(x)); disp(class(x)); disp(size(x))
s = ['ab' newline 'cd']
fprintf(['one' newline 'two' newline]);
strsplit(s, newline)
try
  newline(1)
catch err
  disp(err.message)
end
