r = corrcoef([1 2 4], [2 3 7])
s = corrcoef([1 2; 3 5; 4 4])
t = corrcoef([1 2 3]', [3 2 1]')
u = corrcoef([1 2 4])
x = [1 5 2; 4 4 9; 7 1 3; 2 8 6];
v = corrcoef(x)
