assert(true);
assert(2 + 2 == 4, 'math broke');
assert(pi, 3.1416, 1e-4);
assert([1 2 3], [1 2 3]);
disp('all assertions passed')
