s = struct('a', 1);
s = setfield(s, 'b', 2);
v = getfield(s, 'b')
