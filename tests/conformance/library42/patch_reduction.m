% reducepatch: the number of faces and vertices left (the edges collapsed
% among equally short ones are a free choice, so the geometry is not
% printed; every vertex stays within the sphere it approximates)
[x, y, z] = meshgrid (-2:0.5:2, -2:0.5:2, -2:0.5:2);
val = x.^2 + y.^2 + z.^2;
[faces, vertices] = isosurface (x, y, z, val, 1);
for r = [0.5 0.35 20 52 0.1 200]
  [f, v] = reducepatch (faces, vertices, r);
  printf ('%g: %d faces %d vertices, all inside: %d, indices: %d\n', r, rows (f), ...
          rows (v), all (sum (v.^2, 2) <= 1 + 1e-12), max (f(:)) <= rows (v));
end
fv = reducepatch (struct ('faces', faces, 'vertices', vertices));
disp (fieldnames (fv).'), disp (size (fv.faces))
fv = reducepatch ([faces; faces + rows(vertices)], [vertices; vertices + 3], 0.4, 'fast');
disp (size (fv.faces))
hf = figure ('visible', 'off');
p = patch ('Faces', faces, 'Vertices', vertices);
reducepatch (p, 0.35, 'f');
disp (size (get (p, 'Faces')))
close (hf);
try
  reducepatch (faces, vertices, 0.7, 'foo');
catch err
  disp (err.message)
end
try
  reducepatch (faces(:, [1 2 3 3]), vertices);
catch err
  disp (err.message)
end
