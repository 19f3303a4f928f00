% Indexed images and their colormaps: rgb2ind, cmunique, cmpermute,
% im2frame and frame2im.
rgb = uint8(cat(3, [0 255; 0 10], [0 0; 255 10], [0 0; 0 10]));
[x, m] = rgb2ind(rgb)
class(x)
[y, m2] = cmunique([0.5 0.2; 0.2 1])
[y, m2] = cmunique(uint8([3 1; 1 2]), [1 0 0; 0 1 0; 1 0 0; 0 0 1])
[y, m2] = cmpermute(uint8([0 1; 2 1]), [1 0 0; 0 1 0; 0 0 1], [3 1 2])
[y, m2] = cmpermute([1 2; 3 2], [1 0 0; 0 1 0; 0 0 1], [3 1 2])
f = im2frame(rgb);
disp(fieldnames(f)')
[a, b] = frame2im(f);
class(a), size(a), size(b)
f = im2frame(uint8([1 2; 0 1]), gray(3));
[a, b] = frame2im(f)
