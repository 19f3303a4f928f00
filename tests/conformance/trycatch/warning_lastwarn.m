warning('mine:id', 'careful with %d', 3);
[msg, id] = lastwarn()
