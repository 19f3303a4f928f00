% h = clf gives the cleared figure's handle (set(clf, ...) in real programs).
set(0, 'defaultfigurevisible', 'off');
figure(3);
plot(1:3);
h = clf;
disp(h)
disp(ishandle(h))
a = ylim;
disp(size(a))
close all
