% iscolormap, rgb2gray, ind2rgb, ind2gray, gray2ind, im2double, brighten, contrast.
disp(iscolormap(jet(4)))
disp(iscolormap(single(ones(2, 3))))
disp(iscolormap(uint8(ones(2, 3))))
disp(iscolormap(ones(2, 4)))
rgb = uint8(cat(3, [10 200; 30 0], [20 100; 255 0], [30 50; 128 255]));
g = rgb2gray(rgb)
class(g)
g = rgb2gray(double(rgb) / 255)
gm = rgb2gray(jet(3))
x = [1 2; 3 1];
map = [0 0 0; 1 0.5 0; 0.2 0.4 1];
c = ind2rgb(x, map);
size(c)
c(:, :, 2)
[r, gg, b] = ind2rgb(uint8(x - 1), map);
disp([r gg b])
ind2gray(x, map)
[ix, m] = gray2ind([0 0.2 0.5 1], 8)
class(gray2ind([0 1], 300))
im2double(uint8([0 51 255]))
im2double(int16([-32768 0 32767]))
im2double(uint16([1 2]), "indexed")
brighten(gray(3), 0.5)
brighten(gray(3), -0.5)
contrast([1 2; 3 10], 5)
