% Figure handles, selection, closing, ishandle/isfigure and hold state.
set(0, 'defaultfigurevisible', 'off');
h = figure;
disp(h)
h2 = figure();
disp(h2)
disp(gcf)
figure(1);
disp(gcf)
disp(ishandle(1))
disp(ishandle(7))
disp(isfigure([1 2 3]))
close(1);
disp(ishandle(1))
disp(gcf)
f = figure(5);
disp(f)
disp(get(f, 'Number'))
disp(get(0, 'CurrentFigure'))
close all
disp(ishandle(2))
disp(ishandle(5))
hold on
disp(ishold)
hold off
disp(ishold)
hold
disp(ishold)
a = gca;
disp(ishandle(a))
disp(isfigure(a))
disp(get(a, 'Type'))
disp(get(gcf, 'Type'))
close all
% Line and label handles are handles of the figure they were made in.
figure(2);
p = plot(1:3, 'b');
set(p, 'Color', 'r');
disp(ishandle(p))
t = title('T');
disp(ishandle(t))
close(2)
disp(ishandle(p))
% A few figure properties of a headless run, and axes.
f = figure;
disp(get(0, 'ScreenSize'))
disp(get(f, 'Color'))
disp(get(f, 'Position'))
a = axes;
disp(gca == a)
disp(ishandle(a))
close all
