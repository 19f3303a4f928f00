c = cell(0, 3);
size(c)
s = struct('a', {});
size(s)
