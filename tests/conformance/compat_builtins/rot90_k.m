A = [1 2 3; 4 5 6];
for k = -2:5
  printf('k = %d\n', k);
  disp(rot90(A, k))
end
B = rot90(A)
C = rot90([1 2 3])
