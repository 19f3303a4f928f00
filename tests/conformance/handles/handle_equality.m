f = @sin;
g = @sin;
isequal(f, g)
