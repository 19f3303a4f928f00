% Empty and one-element arguments of qr, filter, shiftdim, deconv, hamming,
% polyarea and integer literals.
X = qr(zeros(0,3))
[q, r, p] = qr(zeros(3,0))
[q, r] = qr([])
[q, r, p] = qr([], 0)
y = filter(1, 1, [])
[y, zf] = filter([1 2 3], 1, zeros(0, 3))
[y, zf] = filter([1 2 3], [1 0.5], 5)
s = shiftdim([])
[b, r] = deconv(5, 5)
h = hamming(1, 'periodic')
a = polyarea([], [])
x = 0x0, y = 0b0s8
a = polyarea([], [])
