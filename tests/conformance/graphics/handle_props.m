% get/set of any property with Octave's defaults, ui objects, findobj, stairs, patch, orient.
set(0,'defaultfigurevisible','off');
h=figure;
try, get(h,'foo'), catch e, disp(e.message), end
try, set(h,'foo',1), catch e, disp(e.message), end
ax=gca;
try, get(ax,'foo'), catch e, disp(e.message), end
u=uicontrol('style','text','string','hi','tag','t1');
class(u)
get(u,'string')
get(u,'parent')
isequal(findobj('tag','t1'), u)
isequal(findobj(h,'type','axes'), ax)
z=findall(0,'type','figure')
a=gcbo
b=gcbf
o=orient
orient landscape
o=orient
get(h,'paperorientation')
[xs,ys]=stairs([1 2 3],[3 1 2])
get(0,'screensize')
get(h,'units')
p=patch([0 1 1],[0 0 1],'r');
get(p,'facecolor')
sf=surface(magic(3));
get(sf,'type')
numel(get(ax,'children'))
set(u,'Position',[1 2 3 4]); get(u,'position')
get(ax,'type'), get(u,'type')
xlabel('abc'); get(get(gca,'xlabel'),'string')
s = get(u); s.style
size(get(0,'children'))
close all
size(get(0,'children'))
fig2 = figure;
p1 = uipanel('parent', fig2, 'title', 'P');
b = uicontrol(p1, 'style', 'pushbutton', 'string', 'Go');
isequal(get(b, 'parent'), p1)
isequal(findobj(fig2, 'style', 'pushbutton'), b)
isempty(findobj(fig2, 'style', 'edit'))
m = uimenu(fig2, 'label', 'File');
get(m, 'label')
try, uicontrol('nosuchprop', 1), catch e, disp(e.message), end
delete(b); ishandle(b)
h2 = stairs(1:4);
get(h2, 'type')
close all
