h = area([1 2; 3 4; 5 6]);
size(h)
t = get(h(1), 'type')
set(h, 'LineStyle', 'none');
set(h(2), 'FaceColor', [1 0 0]);
c = get(h(2), 'FaceColor')
b = get(h(1), 'BaseValue')
g = area(1:3, [2 1 2], -1);
v = get(g, 'BaseValue')
close all
