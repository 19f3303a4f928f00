% delaunay (its triangles compared as sorted rows: Qhull's order is its
% own), griddata's linear, nearest and v4 values, voronoin's cells.
x = [0 1 0 1 0.5]; y = [0 0 1 1 0.5]; z = [1 2 3 4 5];
T = delaunay(x, y);
sortrows(sort(T, 2))
T = delaunay([x' y']);
size(T)
rand('seed', 1);
px = [0 3 1 4 2 0.5 3.5]; py = [0 0.2 2 1.8 3.1 1 0.4];
T = delaunay(px, py);
sortrows(sort(T, 2))
zi = griddata(x, y, z, [0.25 0.5 2], [0.25 0.1 2])
zn = griddata(x, y, z, [0.25 0.5 2], [0.25 0.1 2], 'nearest')
zv = griddata(x, y, z, [0.25 0.5 2], [0.25 0.1 2], 'v4')
zm = griddata(x, y, z, [0.25 0.75], [0.5; 0.6])
[xi, yi, zi] = griddata(x, y, z, [0.25 0.75], [0.5; 0.6]);
xi, yi
zd = griddata([0 1 0 1 1], [0 0 1 1 1], [1 2 3 4 6], 0.9, 0.9)
[V, C] = voronoin([0 0; 1 0; 0 1; 1 1; 0.5 0.5]);
sortrows(V)
cellfun(@numel, C)'
try
  delaunay([0 1 2], [0 1 2]);
catch e
  disp(class(e.message))
end
