a = strvcat({'red', '', 'green'}, 'blue')
size(a)
b = strvcat({'a'; 'bcd'}, {})
c = strvcat({}, '')
size(c)
names = {'alpha', 'be', 'gamma'};
m = strvcat(names{:});
disp(m)
disp(double(m(2, :)))
