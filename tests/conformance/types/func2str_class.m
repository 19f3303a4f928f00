f = @(x) x;
class(func2str(f))
