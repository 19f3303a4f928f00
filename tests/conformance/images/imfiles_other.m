% GIF, BMP, TIFF and JPEG files: indexed GIFs keep their palette; BMP and
% TIFF are lossless; a JPEG keeps its size and class.
A = uint8(reshape(0:11, 3, 4) * 20);
rgb = cat(3, A, 255 - A, A / 2);
ind = uint8([0 1 2 3 4; 4 3 2 1 0]);
map = [1 0 0; 0 1 0; 0 0 1; 1 1 0; 0.5 0.5 0.5];
f = [tempname() '.gif'];
imwrite(ind, map, f); [x, m] = imread(f);
disp(class(x)); disp(x); disp(m)
info = imfinfo(f);
printf('%s %d %d %s\n', info.Format, info.Width, info.Height, info.ColorType);
delete(f);
f = [tempname() '.bmp'];
imwrite(rgb, f); x = imread(f);
disp(class(x)); disp(size(x)); disp(isequal(x, rgb))
delete(f);
f = [tempname() '.tif'];
imwrite(rgb, f); x = imread(f);
disp(class(x)); disp(size(x)); disp(isequal(x, rgb))
delete(f);
f = [tempname() '.jpg'];
imwrite(rgb, f); x = imread(f);
disp(class(x)); disp(size(x))
g = uint8(magic(4) * 10);
imwrite(g, f, 'Quality', 100); x = imread(f);
disp(class(x)); disp(size(x))
info = imfinfo(f);
printf('%s %d %d %d %s\n', info.Format, info.Width, info.Height, info.BitDepth, info.ColorType);
delete(f);
