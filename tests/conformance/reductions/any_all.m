a = any([0 0 1])
b = all([1 1 0])
c = any([0 0; 0 1])
