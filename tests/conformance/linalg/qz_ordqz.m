% qz's identities and eigenvalues, and ordqz's reordering by keyword and
% by selection.
lambda = qz([1 2;0 3], [1 0;0 0])
lambda = qz([1 2;0 3], [0 1;0 0])
a = [10 1 2;1 2 -1;1 1 2]; b = reshape(1:9, 3, 3);
[aa, bb, q, z, v, w, lambda] = qz(a, b);
[norm(q*a*z - aa) < 1e-12, norm(q*b*z - bb) < 1e-12, istriu(bb)]
finite = abs(lambda) < 1e10;
norm((b*v*diag(lambda))(:, finite) - (a*v)(:, finite)) < 1e-10
A = [ -1.03428  0.24929  0.43205 -0.12860;
       1.16228  0.27870  2.12954  0.69250;
      -0.51524 -0.34939 -0.77820  2.13721;
      -1.32941  2.11870  0.72005  1.00835 ];
B = [  1.407302 -0.632956 -0.360628  0.068534;
       0.149898  0.298248  0.991777  0.023652;
       0.169281 -0.405205 -1.775834  1.511730;
       0.717770  1.291390 -1.766607 -0.531352 ];
lambda = qz(A, B)
[AA, BB, Q, Z] = qz(A, B);
words = {'rhp', 'lhp', 'udi', 'udo'};
lead = [3 1 1 3];
for k = 1:4
  [AAX, BBX, QQX, ZZX] = ordqz(AA, BB, Q, Z, words{k});
  disp(words{k})
  m = lead(k);
  disp(sort(abs(eig(AAX(1:m,1:m), BBX(1:m,1:m))))')
  disp([norm(QQX'*AAX*ZZX' - A, 'fro') < 1e-12, norm(QQX'*BBX*ZZX' - B, 'fro') < 1e-12])
end
[AAX, BBX, QQX, ZZX] = ordqz(AA, BB, Q, Z, [0 0 1 1]);
eig(AAX(1:2,1:2), BBX(1:2,1:2))
[AA, BB, Z, lambda] = qz(A, B, 'S');
lambda(1)
