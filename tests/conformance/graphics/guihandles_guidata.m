% guihandles: the tagged handles of a figure by tag; guidata keeps data with a figure.
set(0, 'defaultfigurevisible', 'off');
f = figure('tag', 'main');
h = guihandles(f);
disp(fieldnames(h))
disp(h.main == f)
b1 = uicontrol('Style', 'pushbutton', 'tag', 'btn');
b2 = uicontrol('Style', 'edit', 'tag', 'btn');
p = uipanel('tag', 'panel');
c = uicontrol(p, 'tag', 'inner');
h = guihandles(c);
disp(fieldnames(h))
disp(size(h.btn))
disp(h.inner == c)
f2 = figure;
disp(isempty(guihandles(f2)))
disp(class(guihandles(f2)))
d = guidata(f);
disp(size(d))
guidata(b1, struct('x', 3));
d = guidata(f);
disp(d.x)
r = guidata(c, 7)
try, guidata(), catch e, disp(strtok(e.message, char(10))), end
try, guidata(-99.5), catch e, disp(strtok(e.message, char(10))), end
try, guihandles(-99.5), catch e, disp(strtok(e.message, char(10))), end
try, guihandles(1, 2), catch e, disp(strtok(e.message, char(10))), end
close all
