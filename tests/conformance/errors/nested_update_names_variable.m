% An error in a nested update names the variable it starts from.
c = cell(1,3);
try, c{3}(end) = 1; catch e, disp(e.message), end
try, c{1}(0) = 2; catch e, disp(e.message), end
s.a = [1 2];
try, s.a(0) = 1; catch e, disp(e.message), end
try, s.b.c(1.5) = 1; catch e, disp(e.message), end
