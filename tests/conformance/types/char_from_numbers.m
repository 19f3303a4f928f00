% Numbers stored into char arrays: rounded, 0 outside 0..255, NaN an error;
% concatenation wraps instead; vertical char rows of different widths pad.
x = 'abc';
x(2) = 2.5;
disp(double(x))
x(3) = 300;
disp(double(x))
x(1) = -1;
disp(double(x))
disp(double(char([65 66.4 66.6])))
disp(double(['a', 300]))
z = ['de'; 'abc'];
disp(size(z)); disp(double(z))
try
  y = 'abc';
  y(2) = NaN;
catch err
  disp(err.message)
end
try
  c = char(NaN);
catch err
  disp(err.message)
end
