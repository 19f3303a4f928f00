% A dimension argument that truncates to -0 is reported as 0, as Octave's
% integer conversion prints it.
a = ones(2, 3);
try
  x = cumsum(a, -1/3)
catch err
  disp(err.message)
end
try
  x = sum(a, -0.5)
catch err
  disp(err.message)
end
try
  x = size(a, -1i)
catch err
  disp(err.message)
end
try
  x = size(a, -2)
catch err
  disp(err.message)
end
