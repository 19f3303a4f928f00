c = cell(1, 3);
[c{:}] = deal(0);
c
