% convhull and convhulln in space. Qhull lists the triangles in its own
% order and matc sorts them, so the test prints the sorted facets (each
% row sorted) and the volume.
1;
function show (H, V)
  printf ('%d facets | volume %.6f\n', rows (H), V);
  disp (sortrows (sort (H, 2)))
end
cube = [0 0 0;1 0 0;1 1 0;0 1 0;0 0 1;1 0 1;1 1 1;0 1 1];
[H, V] = convhulln ([cube; 0.5 0.5 0.5; 0.5 0 0.5]);
printf ('%d facets, volume %.6f\n', rows (H), V)
tetra = [1 1 1;-1 -1 1;-1 1 -1;1 -1 -1; 0 0 0];
[H, V] = convhulln (tetra);
show (H, V)
P = [0 0 0;1 0 0;0 1 0;0 0 1;1 1 1;0.2 0.2 0.2];
[H, V] = convhull (P(:,1), P(:,2), P(:,3));
show (H, V)
H2 = convhull (P);
disp (isequal (sortrows (sort (H, 2)), sortrows (sort (H2, 2))))
% Points on a sphere: every point a vertex, 2n - 4 triangles.
n = 200;
k = (0:n-1)';
z = 1 - (2*k + 1) / n;
r = sqrt (1 - z.^2);
t = 2.399963229728653 * k;
S = [r .* cos(t), r .* sin(t), z];
[H, V] = convhulln (S);
printf ('%d facets, %d vertices, volume %.6f\n', rows (H), numel (unique (H)), V)
% A grid: only the corners are vertices.
[a, b, c] = ndgrid (0:2);
[H, V] = convhulln ([a(:) b(:) c(:)]);
printf ('%d facets, %d vertices, volume %.4f\n', rows (H), numel (unique (H)), V)
% In the plane, convhulln gives the edges.
[E, A] = convhulln ([0 0;1 0;0 1;1 1;0.5 0.5]);
printf ('%d edges, area %.4f, vertices %s\n', rows (E), A, mat2str (unique (E)'))
try, convhulln ([0 0 0;1 0 0;0 1 0;1 1 0]), catch e, disp (e.message), end
try, convhull ([0 0;1 0;2 0]), catch e, disp (e.message), end
try, convhull (ones (2,4)), catch e, disp (e.message), end
try, convhull (1, [1 2], [1 2]), catch e, disp (e.message), end
