% orderfields with a permutation output, struct2cell of a struct array, cell2struct along dim 2.
[t, p] = orderfields(struct('z', 1, 'y', 2, 'x', 3))
s = struct('b', {1, 2}, 'a', {3, 4});
c = struct2cell(s);
size(c)
c{1, 1, 2}
q = cell2struct({1 2; 3 4; 5 6}, {'a', 'b'}, 2);
size(q)
q(3).b
r = orderfields(s, [2 1]);
fieldnames(r)
