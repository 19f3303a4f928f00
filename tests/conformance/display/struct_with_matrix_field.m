s.data = [1 2 3; 4 5 6];
s.name = 'grid';
s
