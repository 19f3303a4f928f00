s.name = 'bolt';
s.size = 12;
s
