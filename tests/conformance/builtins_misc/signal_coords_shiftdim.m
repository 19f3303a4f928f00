% pol2cart, cart2pol, polyarea, hamming, hanning, deconv, isstr, flipdim,
% filter (matrices along DIM, initial and final conditions) and shiftdim as
% Octave 7.3 computes them.
[x, y] = pol2cart([0 0.5 1]*pi, 1)
[x, y, z] = pol2cart(0, [0 1 2], [0 1 2])
c = pol2cart([pi/4 2])
[t, r] = cart2pol([1 1; 2 0])
[t, r, z] = cart2pol(1, [1 2], 5)
a = polyarea([1 1 3 3 1], [1 3 3 1 1])
a2 = polyarea([0 1 1; 0 0 1]', [0 0 1; 0 1 1]', 1)
w = hamming(5)'
h = hanning(4, "periodic")'
h1 = hanning(1)
[b, r] = deconv([1 5 6 0], [1 2])
[b, r] = deconv([3 1], [1 2 3])
b = deconv([2 4 6]', [2 4 6])
try, pol2cart(1, [1 2], [1 2 3]), catch e, disp(e.message), end
try, cart2pol({1}), catch e, disp(e.message), end
try, hamming(0), catch e, disp(e.message), end
disp(isstr('a')), disp(flipdim([1 2; 3 4], 2))
[y, zf] = filter([1 2], [1 0.5], [1 2; 3 4; 5 6])
[y, zf] = filter(1, [1 -0.9], [1 1 1], 0.5)
y = filter([1 1]/2, 1, [1 2 3; 4 5 6], [], 2)
[y, zf] = filter([1 1 1]/3, 1, [1 2 3; 4 5 6], [], 2)
y = filter(single([1 1]), 1, [1 2]), class(y)
[y, zf] = filter(2, 4, [1 2 3])
x = reshape(1:24, 2, 3, 4); [y, zf] = filter([1 -1], [2 0.3], x, [], 2);
disp(y(:)'), disp(size(zf)), disp(zf(:)')
y = filter([0.2 0.3 0.5], [1 -0.5 0.25], (1:10)'.^1.5)
try, filter(1, [1 2], [1 2 3], [1 2]), catch e, disp(e.message), end
try, filter(1, 0, [1 2 3]), catch e, disp(e.message), end
x = reshape(1:8, 1, 1, 4, 2);
[y, ns] = shiftdim(x)
size(shiftdim(y, -2))
size(shiftdim(x, 2))
size(shiftdim(rand(0, 1, 2)))
z = shiftdim([1 2 3])
[w, k] = shiftdim(5)
a = shiftdim(magic(3), 1)
b = size(shiftdim(ones(2,3,4), 5))
c = size(shiftdim(ones(2,3,4), -1))
