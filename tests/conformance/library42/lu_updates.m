% luupdate: rank-1 and rank-k updates of LU factorizations, plain (Bennett) and
% row-pivoted (the pivots and permutation agree with Octave's).
A = [0.091364 0.613038 0.999083; 0.594638 0.425302 0.603537; 0.383594 0.291238 0.085574; 0.265712 0.268003 0.238409; 0.669966 0.743851 0.445057];
u = [0.85082; 0.76426; 0.42883; 0.53010; 0.80683];
v = [0.98810; 0.24295; 0.43167];
[L, U, P] = lu (A);
[L1, U1] = luupdate (L, U, P*u, v)
[L1, U1, P1] = luupdate (L, U, P, u, v); disp (P1 * (1:rows (P1))'); L1, U1
[L, U, P] = lu (A');
[L1, U1, P1] = luupdate (L, U, P, v, u); disp (P1 * (1:rows (P1))'); L1, U1
[L1, U1] = luupdate (L, U, P*v, u)
M = magic (5) / 10;
[L, U, P] = lu (M);
for t = 1:6
  x = sin ((1:5)' * t); y = cos ((1:5)' * t * 0.7);
  [L, U, P] = luupdate (L, U, P, x, y);
  M = M + x * y.';
  printf ('%s %d\n', mat2str (P * (1:5)'), norm (P' * L * U - M, 1) < 1e-12);
end
disp (round (L * 1e4) / 1e4); disp (round (U * 1e4) / 1e4)
[L, U, P] = lu (single (A));
[L1, U1, P1] = luupdate (L, U, P, u, v); disp (class (L1)); disp (P1 * (1:5)')
[L, U, P] = lu (magic (4));
[L1, U1, P1] = luupdate (L, U, P, [1 2; 3 4; 5 6; 7 8], [1 0; 0 1; 1 1; 2 2]); disp (P1 * (1:4)'); L1, U1
[L, U] = lu (magic (3));
bad = {{L, U, [1; 2], [1; 2; 3]}, {L, U, eye (3), [1; 2; 3], [1; 2]}, {L, U, 3}, {L, U, {1}, [1; 2; 3]}, {L(:, 1:2), U, [1; 2; 3], [1; 2; 3]}};
for k = 1:numel (bad)
  try
    luupdate (bad{k}{:});
  catch err
    disp (strtok (err.message, char (10)));
  end
end
