% cholinsert, choldelete and cholshift: updating a Cholesky factor when a
% row and column are inserted, deleted or moved (the signs of the rows
% follow from the plane rotations, as in Octave).
A = [0.436997 -0.131721 0.104844 0.040758; -0.131721 0.571884 0.092550 0.264306;
     0.104844 0.092550 0.451521 -0.060345; 0.040758 0.264306 -0.060345 0.372577];
R = chol (A);
u = [0.1; 0.2; 3; -0.1; 0.05];
for j = 1:5
  uj = [0.1; 0.2; 0.3; -0.1; 0.05];
  uj(j) = 3;
  R1 = cholinsert (R, j, uj);
  p = [1:j-1, j+1:5];
  A1 = R1' * R1;
  printf ('insert at %d: residual %d, upper %d\n', j, norm (A1(p, p) - A, 1) < 1e-14, isequal (R1, triu (R1)));
  disp (round (R1 * 1e6) / 1e6)
end
for j = 1:4
  R1 = choldelete (R, j);
  p = [1:j-1, j+1:4];
  printf ('delete %d: residual %d\n', j, norm (R1' * R1 - A(p, p), 1) < 1e-14);
  disp (round (R1 * 1e6) / 1e6)
end
for ij = [1 3; 3 1; 2 4; 4 2; 1 4; 4 1; 2 2]'
  i = ij(1);
  j = ij(2);
  R1 = cholshift (R, i, j);
  if (i < j)
    p = [1:i-1, shift(i:j, -1), j+1:4];
  else
    p = [1:j-1, shift(j:i, 1), i+1:4];
  end
  printf ('shift %d -> %d: residual %d\n', i, j, norm (R1' * R1 - A(p, p), 1) < 1e-14);
  disp (round (R1 * 1e6) / 1e6)
end
% Complex Hermitian, single precision, and the failure codes.
Ac = A + 1i * [0 0.1 -0.05 0; -0.1 0 0.02 0.03; 0.05 -0.02 0 0.01; 0 -0.03 -0.01 0];
Rc = chol (Ac);
uc = [0.1+0.2i; 0.2; 0.9; -0.1i; 0.05];
R1 = cholinsert (Rc, 3, uc);
disp (round (R1 * 1e6) / 1e6)
disp (round (choldelete (Rc, 2) * 1e6) / 1e6)
disp (round (cholshift (Rc, 4, 1) * 1e6) / 1e6)
Rs = cholinsert (single (R), 3, u);
printf ('%s %s %s\n', class (Rs), class (choldelete (single (R), 1)), class (cholshift (single (R), 1, 2)));
[R1, info] = cholinsert (R, 3, [0.1; 0.2; -0.9; -0.1; 0.05])
R0 = R;
R0(2, 2) = 0;
[R1, info] = cholinsert (R0, 3, u);
disp (info)
disp (cholinsert ([], 1, 4))
disp (size (choldelete (2, 1)))
bad = {{@cholinsert, R, 3, [0.1; 0.2; -0.9; -0.1; 0.05]}, {@cholinsert, R0, 3, u}, ...
       {@cholinsert, R, 7, u}, {@cholinsert, R, 3, u(1:4)}, {@cholinsert, ones(3, 2), 1, [1; 2; 3]}, ...
       {@choldelete, R, 5}, {@choldelete, ones(3, 2), 1}, {@cholshift, R, 0, 2}, ...
       {@cholshift, ones(3, 2), 1, 2}, {@cholinsert, R}, {@choldelete, R}, {@cholshift, R, 1}};
for k = 1:numel (bad)
  try
    feval (bad{k}{:});
  catch err
    disp (strtok (err.message, char (10)));
  end
end
