s.x = 1;
tf = isfield(s, {'x', 'y', 'z'})
