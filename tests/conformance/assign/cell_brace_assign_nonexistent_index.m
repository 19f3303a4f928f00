c = {1};
c{1, 3} = 'z';
size(c)
