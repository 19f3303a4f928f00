s = rot90(['ab'; 'cd'])
c = rot90({1, 'x'; [], 2}, 2)
l = rot90(logical([1 0; 0 0]), 3)
i = rot90(int8([1 2; 3 4]), -1)
z = rot90([1+2i 3], 1)
A = cat(3, [1 2; 3 4], [5 6; 7 8]);
R = rot90(A)
e = rot90(zeros(0, 3))
