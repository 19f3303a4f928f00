% shrinkfaces: faces shrunk toward their centroids, unshared vertices, colors and argument checks.
faces = [1 2 3; 1 3 4];
vertices = [0 0; 1 0; 1 1; 0 1];
fv = shrinkfaces (faces, vertices, 0.25)
[f, v] = shrinkfaces (faces, vertices);
disp (f); disp (v)
faces = [1 2 3 4; 5 6 7 8];
vertices = [0 0 0; 1 0 0; 2 1 0; 1 1 1; 2 0 0; 3 0 0; 4 1 0; 3.5 1 2];
fv = shrinkfaces (struct ('faces', faces, 'vertices', vertices, 'facevertexcdata', (1:8)'), 0.5);
disp (fv.vertices); disp (fv.facevertexcdata')
fv = shrinkfaces (struct ('faces', faces, 'vertices', vertices, 'facevertexcdata', [1; 2]), 2);
disp (fv.facevertexcdata'); disp (fv.vertices(1:4, :))
nfv = shrinkfaces ([1 2 3], [0 0 0; 1 0 0; 1 1 0], 0.7);
nfv2 = shrinkfaces (nfv, 1/0.7);
printf ('%.12f\n', norm (nfv2.vertices - [0 0 0; 1 0 0; 1 1 0]));
bad = {{}, {1, 2, 3, 4}, {nfv, ones(2)}, {nfv, 0}, {[1 2 3], ones(3, 1)}, {[1 2 3], ones(3, 4)}, {[1 2], ones(3, 3)}, {{1}}, {[1 2 3]}};
for k = 1:numel (bad)
  try
    shrinkfaces (bad{k}{:});
  catch err
    disp (strtok (err.message, char (10)));
  end
end
