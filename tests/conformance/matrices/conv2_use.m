a = [1 2; 3 4];
b = [1 1 1; 0 1 0];
c1 = conv2(a, b)
c2 = conv2(a, b, 'same')
c3 = conv2(magic(4), b, 'valid')
c4 = conv2([1 2 3], [1; 2], [1 2; 3 4])
class(conv2(single(a), b))
c5 = conv2(a, [1+2i 0])
c6 = conv2(magic(5), [1 2; 3 4], 'same')
size(conv2(a, ones(3), 'valid'))
