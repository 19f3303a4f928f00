% convhull in the plane. Octave starts the loop where Qhull does, matc at
% the leftmost point, so the test prints what does not depend on the start:
% the vertex set, that the loop closes, its area and its orientation.
1;
function show (x, y)
  [H, V] = convhull (x, y);
  a = 0;
  for k = 1:numel (H) - 1
    a = a + x(H(k)) * y(H(k+1)) - x(H(k+1)) * y(H(k));
  end
  printf ('%s | closed %d | area %.6f | ccw %d | column %d\n', ...
          mat2str (sort (H(1:end-1))'), H(1) == H(end), V, a > 0, iscolumn (H));
end
show ([0 1 1 0 0.5 2], [0 0 1 1 0.5 0.5])
show ([3 1 0 2 1 4], [1 0 2 3 1 2])
show ([0 2 2 0 1], [0 0 2 2 0])
show ([0 2 2 0 1 1], [0 0 2 2 1 1])
t = linspace (0, 2*pi, 13)(1:12);
show (cos (t), sin (t))
H = convhull ([0 1 1 0; 0 0 1 1]');
disp (sort (H(1:end-1))')
x = [0 1 0 1]; y = [0 0 1 1]; tri = [1 2 3; 2 4 3];
idx = tsearch (x', y', tri, [0.2 0.8 2 0.5], [0.2 0.8 2 0.5])
idx = tsearch (x', y', tri, [0 1], [0 0])
idx = tsearch (x', y', tri, 0.25, 0.25)
