% Matrices grown a row at a time, rows inserted by shifting the rows below
% down (the growth of a shared matrix leaves its other holder unchanged),
% and growth in both dimensions at once.
A = zeros(1, 3);
A(1, :) = [1 2 3];
for k = 2:6
  A(k, :) = k * [1 2 3];
end
disp(A)
S = [10 20; 30 40];
m = 2;
for p = [2 1 3 1]
  S(p+1:m+1, :) = S(p:m, :);
  m = m + 1;
  S(p, :) = [p, -p];
end
disp(S)
B = S;
S(m+1, :) = [7 7];
disp(size(B)); disp(size(S));
disp(B(end, :)); disp(S(end-1:end, :))
C = [1 2; 3 4];
C(4, 3) = 9;
disp(C)
D = reshape(1:6, 2, 3);
E = D;
D(3, 1:3) = [-1 -2 -3];
disp(D); disp(E)
F = [];
for k = 1:4
  F(k, 1:2) = [k, k^2];
end
disp(F)
G = zeros(2, 0);
G(3, 2) = 5;
disp(G)
