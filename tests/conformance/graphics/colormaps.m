% gray's shades; colormap accepts them.
set(0, "defaultfigurevisible", "off");
disp(size(gray))
disp(gray(3))
disp(gray(1))
disp(size(gray(0)))
g = gray(5);
disp(g(:, 2)')
colormap(gray(8));
disp(size(gray))
close all
