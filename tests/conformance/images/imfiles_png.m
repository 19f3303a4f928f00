% imwrite then imread of PNG files: the classes and values Octave reads back.
A = uint8(reshape(0:11, 3, 4) * 20);
f = [tempname() '.png'];
imwrite(A, f); [x, m] = imread(f);
disp(class(x)); disp(x); disp(size(m))
rgb = cat(3, A, 255 - A, A / 2);
imwrite(rgb, f); [x, m, al] = imread(f);
disp(class(x)); disp(size(x)); disp(isequal(x, rgb)); disp(size(al))
imwrite([0 0.5 1; 1 0.25 0], f); x = imread(f);
disp(class(x)); disp(x)
imwrite(logical([1 0 1; 0 1 1]), f); x = imread(f);
disp(class(x)); disp(x)
imwrite(uint16([0 1000; 65535 5]), f); x = imread(f);
disp(class(x)); disp(x)
ind = uint8([0 1 2 3 4; 4 3 2 1 0]);
map = [1 0 0; 0 1 0; 0 0 1; 1 1 0; 0.5 0.5 0.5];
imwrite(ind, map, f); [x, m] = imread(f);
disp(class(x)); disp(x); disp(m)
imwrite([1 2; 3 4], gray(4), f); [x, m] = imread(f);
disp(x); disp(m)
x = imread(f(1:end-4), 'png'); disp(size(x))
info = imfinfo(f);
printf('%s %d %d %d %s\n', info.Format, info.Width, info.Height, info.BitDepth, info.ColorType);
disp(info.Colormap)
imwrite(rgb, f); info = imfinfo(f);
printf('%s %d %d %d %s\n', info.Format, info.Width, info.Height, info.BitDepth, info.ColorType);
delete(f);
try
  imread(f);
catch e
  disp(strrep(e.message, f, 'F'))
end
try
  imwrite(rand(2, 2, 2), f);
catch e
  disp(e.message)
end
g = tempname();
try
  imwrite(uint8(1), g);
catch e
  disp(strrep(e.message, g, 'G'))
end
