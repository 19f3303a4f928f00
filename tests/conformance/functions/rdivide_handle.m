a = rdivide([2 4 6], 2)
b = bsxfun(@rdivide, [2 4], [2; 1])
f = @rdivide;
c = f(int8(7), int8(2))
