function [aa, bb, q, z] = qzhess (A, B)
% -- [AA, BB, Q, Z] = qzhess (A, B)
%     The Hessenberg-triangular form of the pencil (A, B): AA = Q*A*Z is
%     upper Hessenberg, BB = Q*B*Z upper triangular, Q and Z orthogonal.
%     B is first triangularized by QR; then each subdiagonal entry of A
%     below the first is removed by a plane rotation from the left and
%     the fill-in of B by one from the right (Golub and Van Loan, "Matrix
%     Computations", algorithm 7.7.1).  The first step of the QZ method.
%
%     See also: qz, hess, planerot.

  if (nargin != 2)
    print_usage ();
  end
  n = rows (A);
  if (! issquare (A) || ! issquare (B) || rows (B) != n)
    error ('qzhess: incompatible dimensions');
  end
  [q, bb] = qr (B);
  q = q';
  aa = q * A;
  z = eye (n);
  for j = 1:n-2
    for i = n:-1:j+2
      G = planerot ([aa(i-1, j); aa(i, j)]);
      aa(i-1:i, :) = G * aa(i-1:i, :);
      bb(i-1:i, :) = G * bb(i-1:i, :);
      q(i-1:i, :) = G * q(i-1:i, :);
      G = planerot ([bb(i, i); bb(i, i-1)]);
      bb(:, i-1:i) = bb(:, i-1:i) * G;
      aa(:, i-1:i) = aa(:, i-1:i) * G;
      z(:, i-1:i) = z(:, i-1:i) * G;
    end
  end
  % rounding leaves tiny values where the form has exact zeros
  bb = triu (bb);
  aa = triu (aa, -1);
end
