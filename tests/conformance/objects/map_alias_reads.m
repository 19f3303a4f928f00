% reads of a Map through one name see writes made through another
m = containers.Map();
m2 = m;
c1 = m.Count
m2('x') = 1;
c2 = m.Count
k1 = keys(m)
m2('y') = 2;
k2 = keys(m)
v = m('x') + m2('y')
