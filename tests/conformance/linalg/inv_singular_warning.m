warning('off', 'all');
B = inv([1 2; 2 4])
