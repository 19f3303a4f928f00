p.pos.x = 1;
p.pos.y = 2;
p.label = 'A';
p
