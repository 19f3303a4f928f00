c = cumsum([1 2; 3 4], 2)
c1 = cumsum([1 2; 3 4])
