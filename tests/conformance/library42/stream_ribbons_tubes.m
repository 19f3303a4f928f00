% streamribbon, streamtube, ostreamtube: the surfaces' data along streamlines
hf = figure ('visible', 'off');
[x, y, z] = meshgrid (0:0.2:4, -1:0.2:1, -1:0.2:1);
u = - x + 10;
v = 10 * z.*x;
w = - 10 * y.*x;
h = streamribbon (x, y, z, u, v, w, [0, 0], [0, 0.6], [0, 0]);
disp (size (h))
for k = 1:2
  xd = get (h(k), 'xdata'); yd = get (h(k), 'ydata'); zd = get (h(k), 'zdata'); cd = get (h(k), 'cdata');
  disp (size (xd))
  printf ('%.6f %.6f %.6f %.6f\n', [xd(:, 1:5:end)(:), yd(:, 1:5:end)(:), zd(:, 1:5:end)(:), cd(:, 1:5:end)(:)].');
end
clf;
t = (0:pi/10:2*pi).';
xyz{1} = [cos(t), sin(t), 0*t];
twist{1} = ones (numel (t), 1) * pi / (numel (t) - 1);
h = streamribbon (xyz, twist, 0.5);
xd = get (h, 'xdata'); zd = get (h, 'zdata'); cd = get (h, 'cdata');
printf ('%.6f %.6f %.6f\n', [xd(:), zd(:), cd(:)].');
close (hf);
hf = figure ('visible', 'off');
[x, y, z] = meshgrid (-3:0.5:3, -1:0.5:1, -1:0.5:1);
u = 2 + 8 * exp (-2.0*x.*x);
v = 0.1 * y;
w = zeros (size (x));
h = streamtube (x, y, z, u, v, w, -3, 0.2, 0, [5, 8]);
disp (size (h))
xd = get (h, 'xdata'); yd = get (h, 'ydata'); zd = get (h, 'zdata');
disp (size (xd))
printf ('%.6f %.6f %.6f\n', [xd(:, 1:6:end)(:), yd(:, 1:6:end)(:), zd(:, 1:6:end)(:)].');
clf;
t = (0:.5:6).';
xyz{1} = [cos(t), sin(t), t/3];
dia{1} = 1 + cos(t) / 2;
h = streamtube (xyz, dia, [1 5]);
xd = get (h, 'xdata'); yd = get (h, 'ydata'); zd = get (h, 'zdata');
printf ('%.6f %.6f %.6f\n', [xd(:), yd(:), zd(:)].');
h = streamtube (xyz, 0.3);
xd = get (h, 'xdata'); disp (size (xd)); printf ('%.6f\n', xd(1:7, 3));
clf;
[x, y, z] = meshgrid (-1:0.25:1, -1:0.25:1, -3.5:0.5:0);
u = - 0.1 * x - y;
v = x - 0.1 * y;
w = - 0.1 * ones (size (x));
h = ostreamtube (x, y, z, u, v, w, 1, 0, 0, [1.2, 6]);
xd = get (h, 'xdata'); yd = get (h, 'ydata'); zd = get (h, 'zdata'); cd = get (h, 'cdata');
disp (size (xd))
printf ('%.6f %.6f %.6f %.6f\n', [xd(:, 1:20:end)(:), yd(:, 1:20:end)(:), zd(:, 1:20:end)(:), cd(:, 1:20:end)(:)].');
try, streamtube (1, 2, [1 2]); catch err, disp (err.message); end
try, ostreamtube (1,2,3,4,5,6,[1,2,3]); catch err, disp (err.message); end
close (hf);
