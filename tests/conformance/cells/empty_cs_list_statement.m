% A comma-separated list of no values: as a statement it leaves ans as it
% was; assigned, called or indexed further it is refused.
c = {1, 2}; s = struct ('f', {});
ans = 5; c{[]}; disp (ans)
c{:};
disp (ans)
try, a = c{[]}; catch e, disp (e.message), end
try, a = s.f; catch e, disp (e.message), end
try, y = c{[]}(1); catch e, disp (e.message), end
try, [a, b] = c{[]}; catch e, disp (e.message), end
