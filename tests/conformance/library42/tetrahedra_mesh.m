% tetramesh: one patch a tetrahedron, colored from the colormap (vertices
% rounded: Octave's gnuplot toolkit shrinks each by 1e-7)
hf = figure ('visible', 'off');
X = [0 0 0; 1 0 0; 0 1 0; 0 0 1; 1 1 1];
T = [1 2 3 4; 2 3 4 5];
colormap (jet (64));
h = tetramesh (T, X);
disp (size (h))
for k = 1:2
  disp (get (h(k), 'facecolor'))
  disp (unique (round (get (h(k), 'vertices') * 1e4) / 1e4, 'rows'))
end
disp (get (gca, 'view'))
clf;
colormap (gray (256));
h = tetramesh (T, X, [21 241], 'EdgeColor', 'w');
disp (get (h(2), 'facecolor')), disp (get (h(1), 'edgecolor'))
h = tetramesh ([T; T; T], X);
disp (cell2mat (get (h, 'facecolor')))
try
  tetramesh (T(:, 1:3), X);
catch err
  disp (err.message)
end
close (hf);
