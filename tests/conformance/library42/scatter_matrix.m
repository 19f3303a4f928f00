% plotmatrix: the grid of scatter plots and histograms (axes, lines)
hf = figure ('visible', 'off');
X = [1 2 3; 2 1 0; 4 4 1; 0 3 2; 1 1 1];
[h, ax, bigax, p, pax] = plotmatrix (X, 'g+');
disp (size (h)), disp (size (ax)), disp (size (p)), disp (size (pax))
disp (get (bigax, 'visible'))
disp (get (ax(2), 'position'))
disp (get (h(3), 'xdata')), disp (get (h(3), 'ydata')), disp (get (h(3), 'color')), disp (get (h(3), 'marker'))
disp (get (p(2), 'type'))
clf;
[h, ax] = plotmatrix (X(:, 1:2), X);
disp (size (h)), disp (size (ax))
disp (get (h(4), 'xdata')), disp (get (h(4), 'ydata')), disp (get (h(4), 'marker')), disp (get (h(4), 'linestyle'))
disp (get (ax(6), 'position'))
try
  plotmatrix (X, X(1:2, :));
catch err
  disp (err.message)
end
close (hf);
