% A bad subscript of a literal is `index (...)` even when a variable holds
% the same value; a struct array's deletion writes `a(0)` as cells do.
a = 3;
b = 7;
try
  x = 3(1.5)
catch err
  disp(err.message)
end
try
  x = 'z' >= 7(0)
catch err
  disp(err.message)
end
try
  x = a(0)
catch err
  disp(err.message)
end
s = struct('p', 'q', 'r', [1 2]);
try
  s(1.5) = [];
catch err
  disp(err.message)
end
try
  s(0) = [];
catch err
  disp(err.message)
end
