% package functions: +geom/circle_area.m called as geom.circle_area, nested packages, import
a = geom.circle_area(2)
b = geom.ring_area(1, 2);
printf('%.4f\n', b);
geom.units.cm_to_m(250)
v = geom.circle_area([1 2 3])
