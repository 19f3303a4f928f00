warning('off', 'all');
x = [1 1; 1 1] \ [1; 2]
