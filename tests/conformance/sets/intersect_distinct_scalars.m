% intersect of two distinct elements (after unique) is 0x0, as are its
% index outputs; longer inputs without a match give 1x0 or 0x1.
x = intersect(1, 2)
x = intersect([1 1], [2 2])
[c, ia, ib] = intersect(3, 4)
x = intersect({'a'}, {'b'})
x = intersect('a', 'b');
size(x)
x = intersect(1, 2, 'stable')
x = intersect([1 2], [3 4])
x = intersect([1; 2], [3; 4])
x = intersect(5, 5)
