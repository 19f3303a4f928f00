% An assignment with fewer subscripts than dimensions whose right side does
% not fit says so before refusing to resize.
m = reshape(1:8,2,2,2);
try, m(4, :) = 1:2; catch e, disp(e.message), end
try, m(3, :) = [7 8 9]; catch e, disp(e.message), end
try, m(3, :) = [7 8 9 10]; catch e, disp(e.message), end
