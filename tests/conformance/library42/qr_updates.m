% qrupdate, qrinsert, qrdelete and qrshift: updating full and economy QR
% factorizations (signs included), single precision, and argument checks.
A = [0.091364 0.613038 0.999083; 0.594638 0.425302 0.603537; 0.383594 0.291238 0.085574; 0.265712 0.268003 0.238409; 0.669966 0.743851 0.445057];
u = [0.85082; 0.76426; 0.42883; 0.53010; 0.80683];
x = [0.85082 0.76426 0.42883];
[Q, R] = qr (A);
for j = 1:4
  [Q1, R1] = qrinsert (Q, R, j, u)
end
[Q, R] = qr (A, 0);
for j = 1:4
  [Q1, R1] = qrinsert (Q, R, j, u)
end
[Q, R] = qr (A);
for j = [1 3 6]
  [Q1, R1] = qrinsert (Q, R, j, x, 'row')
end
[Q, R] = qr (A');
[Q1, R1] = qrinsert (Q, R, 5, [1; 2; 3])
[Q1, R1] = qrinsert (Q, R, 2, [1; 2; 3])
for j = 1:3
  [Q, R] = qr (A);
  [Q1, R1] = qrdelete (Q, R, j)
  [Q, R] = qr (A, 0);
  [Q1, R1] = qrdelete (Q, R, j)
end
[Q, R] = qr (A);
for j = [1 3 5]
  [Q1, R1] = qrdelete (Q, R, j, 'row')
end
[Q, R] = qr (A');
[Q1, R1] = qrdelete (Q, R, [2 3])
[Q1, R1] = qrdelete (Q, R, 2, 'row')
B = [A, u, A(:, 1) .* u];
for ij = [1 3; 3 1; 2 5; 5 2; 1 5; 5 1; 4 4]'
  [Q, R] = qr (B);
  [Q1, R1] = qrshift (Q, R, ij(1), ij(2))
  [Q, R] = qr (B, 0);
  [Q1, R1] = qrshift (Q, R, ij(1), ij(2))
end
[Q, R] = qr (B');
[Q1, R1] = qrshift (Q, R, 1, 3)
[Q1, R1] = qrshift (Q, R, 3, 1)
[Q, R] = qr (magic (4));
[Qe, Re] = qr (magic (4)(:, 1:3), 0);
bad = {{@qrinsert, Q, R, 1, [1 2 3 4]}, {@qrinsert, Q, R, 0, [1;2;3;4]}, {@qrinsert, Q, R, 1, [1;2;3;4], 'row'}, ...
  {@qrinsert, Q, R, 6, [1 2 3 4], 'row'}, {@qrinsert, Q, R, 1, [1 2 3], 'row'}, {@qrinsert, Q(:,1:3), R, 1, [1;2;3;4]}, ...
  {@qrdelete, Q, R, 0}, {@qrdelete, Qe, Re, 1, 'row'}, {@qrdelete, Q, R, 1, 'foo'}, {@qrshift, Q, R, 0, 1}, ...
  {@qrdelete, Q, R}, {@qrinsert, {1}, 1, 1, 1}, {@qrinsert, Q, R, 1, {1}}, {@qrinsert, Q, R, 1, [1;2;3;4], 1}, ...
  {@qrinsert, Q, R, [1;2], [1;2;3;4]}, {@qrshift, Q, R, [1 2], 3}, {@qrupdate, Q, R, [1;2;3], [1;2;3;4]}, ...
  {@qrupdate, Q, R(1:3, :), [1;2;3;4], [1;2;3;4]}, {@qrupdate, Q, R, {1}, 1}, {@qrinsert, Q, R, 1, [1;2;3;4], 'foo'}, ...
  {@qrdelete, Q, R, 5, 'row'}, {@qrdelete, Q, R, 5}, {@qrupdate, Q, R, 1}};
for k = 1:numel (bad)
  try
    feval (bad{k}{:});
    disp ('no error');
  catch err
    disp (strtok (err.message, char (10)));
  end
end
[Q1, R1] = qrinsert (Q, R, 1.5, [1; 2; 3; 4]); disp (round (R1 * 1e4) / 1e4)
[Q1, R1] = qrdelete (Q, R, [1 3]); disp (round (Q1 * R1))
[Q1, R1] = qrdelete (Q, R, [3 1]); disp (round (Q1 * R1))
[Q1, R1] = qrupdate (Q, R, [1 2; 3 4; 5 6; 7 8], [1 0; 0 1; 1 1; 2 2]); disp (round (R1 * 1e4) / 1e4)
A = [0.091364 0.613038 0.999083; 0.594638 0.425302 0.603537; 0.383594 0.291238 0.085574; 0.265712 0.268003 0.238409; 0.669966 0.743851 0.445057];
[Q, R] = qr (A);
[Q1, R1] = qrupdate (Q, R, u, [0.98810; 0.24295; 0.43167])
[Q, R] = qr (A, 0);
[Q1, R1] = qrupdate (Q, R, u, [0.98810; 0.24295; 0.43167])
printf ('%d ', norm (Q1 * R1 - A - u * [0.98810; 0.24295; 0.43167]', 1) < 1e-14, norm (Q1' * Q1 - eye (3), 1) < 1e-14); printf ('\n');
[Q, R] = qr (single (A), 0);
[Q1, R1] = qrupdate (Q, R, u, [0.98810; 0.24295; 0.43167]);
printf ('%s %s %d\n', class (Q1), class (R1), norm (double (Q1 * R1) - A - u * [0.98810; 0.24295; 0.43167]', 1) < 1e-5);
