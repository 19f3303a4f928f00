% polar: lines through (rho cos theta, rho sin theta) on hidden polar axes.
set(0, 'defaultfigurevisible', 'off');
figure;
h = polar([0 pi/2 pi], [1 2 3]);
disp(round(get(h, 'xdata') * 1000) / 1000)
disp(round(get(h, 'ydata') * 1000) / 1000)
disp(get(gca, 'tag'))
disp(get(gca, 'visible'))
h = polar(0:0.5:1, [1 2 3; 4 5 6], 'r-');
disp(size(h))
h = polar([1+1i, 2i]);
disp(round(get(h, 'xdata') * 1000) / 1000)
h = polar([1 2 3]);
disp(round(get(h, 'ydata') * 1000) / 1000)
ax = gca;
hold on
polar(ax, [0 1], [2 2], 'k:');
hold off
try, polar(), catch e, disp(strtok(e.message, char(10))), end
try, polar(1, 2, 3), catch e, disp(strtok(e.message, char(10))), end
try, polar(1, [1 2]), catch e, disp(strtok(e.message, char(10))), end
try, polar([1 2 3], [1 2]), catch e, disp(strtok(e.message, char(10))), end
try, polar([1 2 3], ones(2, 2)), catch e, disp(strtok(e.message, char(10))), end
try, polar(ones(2, 3), [1 2 3 4]), catch e, disp(strtok(e.message, char(10))), end
try, polar(ones(2, 3), ones(3, 3)), catch e, disp(strtok(e.message, char(10))), end
try, polar(ones(2, 2, 2), ones(2, 2, 2)), catch e, disp(strtok(e.message, char(10))), end
close all
