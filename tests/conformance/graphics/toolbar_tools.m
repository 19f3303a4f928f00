% uitoolbar, uipushtool, uitoggletool: a button without a toolbar makes one in the current
% figure; parents are checked; UIContextMenu is the contextmenu property.
set(0, 'defaultfigurevisible', 'off');
fh = figure();
set(fh, 'Toolbar', 'figure');
disp(size(findall(fh, 'Type', 'uitoolbar')))
p = uipushtool('Parent', [], 'Cdata', rand(4, 4, 3), 'TooltipString', 'go');
tb = get(p, 'parent');
disp(get(tb, 'type'))
disp(get(tb, 'parent') == fh)
t = uitoggletool();
disp(get(t, 'parent') == tb)
disp(get(t, 'state'))
disp(get(p, 'tooltipstring'))
disp(get(p, 'separator'))
t2 = uitoolbar(fh);
disp(get(t2, 'type'))
q = uipushtool(t2);
disp(get(q, 'parent') == t2)
cm = uicontextmenu;
set(p, 'UIContextMenu', cm);
disp(get(p, 'contextmenu') == cm)
disp(get(p, 'uicontextmenu') == cm)
u = uicontrol('Style', 'pushbutton', 'UIContextMenu', cm);
disp(get(u, 'contextmenu') == cm)
uipushtool(t2);
try, uipushtool(3), catch e, disp(strtok(e.message, char(10))), end
try, uipushtool('Parent', 3), catch e, disp(strtok(e.message, char(10))), end
try, uipushtool(fh), catch e, disp(strtok(e.message, char(10))), end
try, uitoolbar(gca), catch e, disp(strtok(e.message, char(10))), end
try, uitoggletool(t2, 'foo', 1), catch e, disp(strtok(e.message, char(10))), end
x = get([], 'value');
disp(size(x))
disp(class(x))
if get([], 'value'), disp('yes'), else, disp('no'), end
close all
