% streamline: the lines drawn for stream2's and stream3's streamlines
hf = figure ('visible', 'off');
[x, y] = meshgrid (-2:0.5:2);
u = - y - x / 2;
v = x - y / 2;
[sx, sy] = meshgrid (-2:2:2);
h = streamline (x, y, u, v, sx, sy, [0.1, 400]);
disp (size (h))
disp (get (h(2), 'color'))
xd = get (h(2), 'xdata'); disp (size (xd)); printf ('%.6f\n', xd(1:5));
[x, y, z] = meshgrid (-3:3);
u = - x / 2 - y; v = x - y / 2; w = - z;
[sx, sy, sz] = meshgrid (3, 0:1.5:1.5, 0:1.5:3);
h = streamline (x, y, z, u, v, w, sx, sy, sz, [0.1, 300]);
disp (size (h))
zd = get (h(3), 'zdata'); disp (size (zd)); printf ('%.6f\n', zd(end-3:end));
disp (get (h(1), 'parent') == gca)
h = streamline (gca, [1 2; 3 4], [1 1; 1 1], [9 1.5], [9 1.5]);
disp (size (h))
close (hf);
