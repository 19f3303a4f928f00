m = median([4 1 3 2])
m2 = median([1 2; 3 4])
