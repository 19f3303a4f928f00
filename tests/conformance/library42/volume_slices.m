% slice: the surfaces' data (planes through a volume, and a surface given by matrices)
hf = figure ('visible', 'off');
[x, y, z] = meshgrid (linspace (-2, 2, 5), linspace (-1, 1, 4), 0:2);
v = x.^2 + y + 0.5 * z;
h = slice (x, y, z, v, [0.5 -1], 0.2, [0.5 1.5]);
disp (size (h))
for k = 1:numel (h)
  printf ('surface %d\n', k);
  disp (get (h(k), 'xdata')); disp (get (h(k), 'ydata')); disp (get (h(k), 'zdata')); disp (get (h(k), 'cdata'));
end
disp (get (gca, 'clim')), disp (get (gca, 'view')), disp (get (gca, 'xgrid'))
clf;
[xi, yi] = meshgrid (linspace (-1.5, 1.5, 4));
h = slice (x, y, z, v, xi, 0.5 * yi, xi * 0 + 1, 'nearest');
disp (get (h, 'cdata'))
v2 = reshape (1:27, 3, 3, 3) .^ 1.5;
h = slice (v2, 2, [], 2.5);
disp (size (h)), disp (get (h(1), 'cdata')), disp (get (h(2), 'cdata'))
close (hf);
