s.items = {'a', 'b'};
s.items{2}
