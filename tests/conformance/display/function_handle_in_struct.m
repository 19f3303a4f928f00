s.f = @(t) 2 * t;
s
