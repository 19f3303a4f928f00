% Rows gathered by index vectors made of regular stretches (ndgrid,
% meshgrid, repmat, kron), as pairwise-difference code writes them, and
% the same vectors made irregular.
n = 24;
k = (1:n)';
P = [sin(k), cos(2 * k), k / 7];
[ii, jj] = ndgrid(1:n, 1:n);
ii = ii(:); jj = jj(:);
D = P(jj, :) - P(ii, :);
printf('%.17g\n', sum(D), sum(abs(D(:)) .* (1:numel(D))'));
[a, b] = meshgrid(1:n, 1:n);
E = sqrt(P(a(:), 1) .^ 2 + P(b(:), 2) .^ 2);
printf('%.17g\n', sum(E), max(E), min(E));
r = repmat((3:20)', 4, 1);
F = P(r, 2:3) .* 2 - P(r, [1 3]);
printf('%.17g\n', sum(F(:)), F(end, :));
s = reshape((1:16)' + [0, 2, 4, 6], [], 1);
G = P(s, :) ./ (1 + P(s, :) .^ 2);
printf('%.17g\n', sum(G(:)), G(17, :));
t = reshape((17:-1:2)' - [0, 1], [], 1);
H = P(t, :) + 1;
printf('%.17g\n', sum(H(:)), H(1, :), H(end, :));
u = kron((5:-1:2)', ones(18, 1));
K = P(u, :) - P(r, :);
printf('%.17g\n', sum(K(:)));
r(40) = 1;
L = P(r, :) * 3;
printf('%.17g\n', sum(L(:)), L(40, :));
for it = 1:3
  M = P(ii, :) - P(jj, :);
  printf('%.17g\n', sum(M(:) .^ 2));
  ii(it * 100) = it;
end
try
  r(7) = n + 1;
  Q = P(r, :) + 1;
catch err
  disp(err.message);
end
