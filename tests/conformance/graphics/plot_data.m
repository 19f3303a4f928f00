% peaks, sphere, cylinder, ellipsoid, sombrero with outputs; axes property helpers.
set(0, "defaultfigurevisible", "off");
z = peaks(5)
[x, y, z] = peaks([-1 0 1], [0 2]);
disp(z)
[x, y, z] = sphere(4);
printf("%.6f ", x); printf("\n");
printf("%.6f ", y); printf("\n");
printf("%.6f ", z); printf("\n");
[x, y, z] = cylinder([1 2 0.5], 3);
printf("%.6f ", x, y, z); printf("\n");
[x, y, z] = ellipsoid(1, 2, 3, 1, 2, 3, 2);
printf("%.6f ", x, y, z); printf("\n");
[x, y, z] = sombrero(3);
printf("%.6f ", z); printf("\n");
z = sombrero(4);
disp(size(z))
figure;
plot(1:10);
xticks([2 4 6])
xticks()
xticks("mode")
yticks("manual")
yticks("mode")
xticklabels({"a", "b", "c"})
xticklabels()
xtickangle(30)
xtickangle()
zlim([-1 2])
zlim()
zlim("mode")
caxis([0 5])
caxis()
daspect([1 2 1])
daspect()
pbaspect("mode")
campos([1 2 3])
campos()
camva(10)
camva()
camtarget("mode")
ax = gca();
disp(isaxes([ax 0]))
disp(isgraphics(ax, "axes"))
disp(isgraphics([ax -5]))
kids = get(ax, "children");
disp(ancestor(kids(1), "axes") == ax)
disp(ancestor(kids(1), {"figure", "root"}, "toplevel"))
disp(groot())
disp(newplot() == ax)
disp(numel(get(ax, "children")))
close all
