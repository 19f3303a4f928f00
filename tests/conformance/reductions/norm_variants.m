n1 = norm([1 -2 3], 1)
ninf = norm([1 -2 3], Inf)
nfro = norm([1 2; 3 4], 'fro')
n2 = norm([1 2; 3 4])
