% A complex subscript is refused with its value and position; an assignment
% that cannot resize says so with Octave's identifier.
abc = [1 2];
try, abc(0+1i), catch e, disp(e.message), end
try, abc(1+0i), catch e, disp(e.message), end
try, abc(1+0.5i, 1), catch e, disp(e.message), end
try, abc(1, 0-2i), catch e, disp(e.message), end
try, abc(complex(1,0)), catch e, disp(e.message), end
try, a = 1:3; a(5, 5) = [1 2]; catch e, disp(e.identifier), disp(e.message), end
try, a = ones(2,2); a(:, 3) = [1 2 3]; catch e, disp(e.identifier), disp(e.message), end
try, a = ones(2,2); a(7) = 1; catch e, disp(e.identifier), disp(e.message), end
