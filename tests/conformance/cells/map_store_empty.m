% `m(key) = []` stores an empty value in a containers.Map.
m = containers.Map ();
m('z') = [];
disp (m.Count); disp (isempty (m('z')))
m('a') = 1; m('a') = [];
disp (m.keys ()); disp (class (m('a')))
r = sprintf ('%s|', [NaN 65 2.5 -1 Inf -Inf])
