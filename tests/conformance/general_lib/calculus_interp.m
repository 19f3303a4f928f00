% del2, curl, divergence, interpft, interpn, cart2sph, sph2cart
del2 (magic (4))
del2 (magic (4), [1 2 4 8], [1 3 4 9])
[x, y] = meshgrid (1:5, 1:4);
fx = x.^2 .* y; fy = sin (x) + y.^3;
divergence (fx, fy)
[cz, av] = curl (fx, fy)
[x, y, z] = meshgrid (1:4, 1:3, 1:5);
d3 = divergence (x .* y, y .* z.^2, x + z); disp (d3(:, :, 2))
[cx, cy, cz, av] = curl (x .* y, y .* z.^2, x + z); disp (cx(:, :, 3))
interpft ([1 2 3 4], 8)
interpft ([1 2 3 4 5 6], 3)
[x, y, z] = ndgrid (1:3, 1:4, 1:2); v = x + 10*y + 100*z.^2;
interpn (x, y, z, v, [1.5 2.2], [3.5 1], [1.5 2])
interpn (1:3, 1:4, magic (4)(1:3, :), [1.5; 2.5], [2.5 3.5])
[t, p, r] = cart2sph (1, 1, 1)
[x, y, z] = sph2cart (pi/2, 0, 2)
