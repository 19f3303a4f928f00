% hdl2struct, struct2hdl, copyobj, hgsave/hgload, savefig/openfig: the properties of copies.
set(0,'defaultfigurevisible','off');
hf = figure('name', 'orig', 'color', [0.9 0.8 0.7]);
ax = axes('tag', 'main', 'xlim', [0 4], 'ydir', 'reverse');
pa = patch([0 1 0], [0 0 1], 'r');
set(pa, 'facecolor', [.5 .5 .5], 'edgecolor', [0 0 1], 'tag', 'tri');
ln = line([1 2 3], [3 1 2], 'color', [0 1 0], 'linewidth', 2, 'marker', 's');
tx = text(1, 2, 'note', 'fontsize', 14, 'rotation', 30, 'color', [0 0 1]);
title('Hello'); xlabel('the x'); ylabel('the y');
setappdata(ax, 'note', 42);

% the struct
s = hdl2struct(ax);
fieldnames(s)'
s.type
size(s.children)
s.special
types = arrayfun(@(c) c.type, s.children, 'uniformoutput', false)
strings = arrayfun(@(k) s.children(k).properties.string, s.special, 'uniformoutput', false)
isfield(s.properties, 'children'), isfield(s.properties, 'parent'), isfield(s.properties, 'xlim')
s.properties.xlim
s.properties.__appdata__
s.children(2).properties.ydata
s.children(1).properties.facecolor

% copyobj into the same figure
ax2 = copyobj(ax, hf);
get(ax2, 'type'), get(ax2, 'tag'), get(ax2, 'xlim'), get(ax2, 'ydir')
kids = get(ax2, 'children');
get(kids, 'type')
get(kids(3), 'facecolor'), get(kids(3), 'edgecolor'), get(kids(3), 'tag')
get(kids(2), 'color'), get(kids(2), 'linewidth'), get(kids(2), 'marker'), get(kids(2), 'ydata')
get(kids(1), 'string'), get(kids(1), 'fontsize'), get(kids(1), 'rotation'), get(kids(1), 'position')
get(get(ax2, 'title'), 'string'), get(get(ax2, 'xlabel'), 'string'), get(get(ax2, 'ylabel'), 'string')
getappdata(ax2, 'note')
numel(get(hf, 'children'))
isequal(get(ax2, 'position'), get(ax, 'position'))

% one object to several parents, several objects to one parent
hf2 = figure();
a1 = axes('parent', hf2, 'position', [0.1 0.1 0.3 0.3]);
a2 = axes('parent', hf2, 'position', [0.5 0.5 0.3 0.3]);
hn = copyobj(ln, [a1 a2]);
size(hn)
get(get(hn(2), 'parent'), 'position')
get(hn(1), 'xdata')
hn = copyobj([ln pa], a1);
size(hn)
get(hn(2), 'type')
numel(get(a1, 'children'))
% an object under a figure gets an axes made for it
hl = copyobj(ln, hf2);
get(get(hl, 'parent'), 'type')
isequal(ancestor(hl, 'figure'), hf2)
try, copyobj([ln pa], [a1 a2 a1]), catch e, disp(e.message), end
try, copyobj(hf2, a1), catch e, disp(e.message), end

% struct2hdl
h = struct2hdl(hdl2struct(ln), a2);
get(h, 'color'), get(h, 'parent') == a2
[h, map] = struct2hdl(hdl2struct(ax), hf2);
size(map, 1)

try, struct2hdl(hdl2struct(ax), ln), catch e, disp(e.message), end
try, struct2hdl(hdl2struct(hf), a1), catch e, disp(e.message), end
try, struct2hdl(s, 12345), catch e, disp(e.message), end
try, hdl2struct(), catch e, disp(strtok(e.message, '.')), end

% a group and its children
g = hggroup('parent', ax);
line([1 2], [2 3], 'parent', g, 'linestyle', '--');
line([2 3], [1 1], 'parent', g, 'marker', 'o');
gs = hdl2struct(g);
gs.special
g2 = copyobj(g, a2);
gk = get(g2, 'children');
get(gk, 'linestyle')
get(gk, 'marker')

% hgsave and hgload
f = [tempname() '.ofig'];
hgsave(hf, f);
[h3, old] = hgload(f, struct('Name', 'loaded', 'nosuch', 1));
old
get(h3, 'name'), get(h3, 'color')
a3 = findobj(h3, 'type', 'axes', 'tag', 'main');
numel(a3)
get(get(a3(1), 'title'), 'string')
delete(f);
[p, n] = fileparts(tempname());
hgsave(hf, fullfile(p, n));
exist(fullfile(p, [n '.ofig']), 'file')
h4 = hgload(fullfile(p, n));
get(h4, 'name')
delete(fullfile(p, [n '.ofig']));

% savefig and openfig
f = [tempname() '.fig'];
savefig(hf2, f);
h5 = openfig(f, 'new', 'invisible');
h6 = openfig(f, 'reuse');
h5 == h6
get(h5, 'visible')
strcmp(get(h5, 'filename'), f)
numel(findobj(h5, 'type', 'axes'))
delete(f);
try, openfig(f), catch e, disp(strrep(e.message, f, 'FILE')), end
try, hgload(f), catch e, disp(strrep(e.message, f, 'FILE')), end
% without a parent: an axes made for a line, a figure for an axes
h7 = struct2hdl(hdl2struct(ln));
get(h7, 'linewidth'), get(get(h7, 'parent'), 'type'), isequal(ancestor(h7, 'figure'), gcf)
nfig = numel(findobj(0, 'type', 'figure'));
a7 = struct2hdl(hdl2struct(ax));
get(get(a7, 'parent'), 'type'), numel(findobj(0, 'type', 'figure')) - nfig
h8 = copyobj(ln);
get(h8, 'ydata')

% a compressed file
f = [tempname() '.fig'];
savefig(hf, f, 'compact');
h9 = openfig(f);
get(h9, 'name')
delete(f);
close all
