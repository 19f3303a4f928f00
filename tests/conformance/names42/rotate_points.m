% __rotate_around_axis__: points turned about an axis through a point.
[x, y, z] = __rotate_around_axis__ ([1 0], [0 1], [0 0], 90, [0 0 1], [0 0 0])
[x, y, z] = __rotate_around_axis__ ([1 0; 2 3], [0 1; 1 1], [0 0; 5 2], 33, [1 2 3], [0.5 -1 2]);
printf ('%.10f ', x, y, z);
printf ('\n');
[x, y, z] = __rotate_around_axis__ (1:3, 4:6, 7:9, -45, [0 1 0], [1 1 1])
