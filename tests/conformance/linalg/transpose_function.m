t = transpose([1 2; 3 4])
c = ctranspose([1i 2])
