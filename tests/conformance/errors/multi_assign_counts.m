% Octave's messages when a multiple assignment gets fewer values than it
% names: a constant, one value, or a shorter cs-list.
x = 4; c = {1, 2}; s.f = 3; t = struct ('f', {1, 2, 3});
try, [a, b] = x; catch e, disp (e.message), end
try, [a, b] = c{1}; catch e, disp (e.message), end
try, [a, b] = s.f; catch e, disp (e.message), end
try, [a, b] = x + 1; catch e, disp (e.message), end
try, [a, b] = 5; catch e, disp (e.message), end
try, [a, b] = 'str'; catch e, disp (e.message), end
try, [a, b] = [1, 2; 3 4]; catch e, disp (e.message), end
try, [a, b] = {1, 2}; catch e, disp (e.message), end
try, [a, b] = 1:3; catch e, disp (e.message), end
try, [a, b] = -5; catch e, disp (e.message), end
try, [a, b, d] = t(1:2).f; catch e, disp (e.message), end
try, [a, b] = c{[]}; catch e, disp (e.message), end
[a, b] = c{:}; disp ([a b])
