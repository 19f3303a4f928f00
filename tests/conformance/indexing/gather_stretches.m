% Index vectors made of stretches of consecutive or equal indices
% (ndgrid's, repmat's, kron's) in elementwise expressions, as rows and as
% columns, beside scattered ones; then one past the end inside a stretch.
n = 12;
k = (1:n)';
R = [sin(k), cos(2 * k), k / 7];
[ii, jj] = ndgrid(1:n, 1:n);
ii = ii(:); jj = jj(:);
dr = R(jj, :) - R(ii, :);
printf('%d %d %.17g %.17g\n', size(dr), sum(dr(:)), sum(abs(dr(:))));
printf('%.17g ', dr(1:13, 2)); printf('\n');
printf('%.17g ', dr(140:144, 3)); printf('\n');
A = reshape(1:60, 12, 5) / 3;
r = repmat(1:4, 1, 20);
B = A(r, 2:4) .* 2 - A(r, 1:3);
printf('%d %d %.17g\n', size(B), sum(B(:) .* (1:numel(B))'));
kr = kron(1:6, ones(1, 11));
C = A(kr, [1 1 2 2 2 5]) + 0.5;
printf('%d %d %.17g %.17g\n', size(C), sum(C(:)), C(end, end));
s = [3 4 5 5 5 9 1 2 12 12 7 6 6 6 6 6 6 6 6 1 2 3 4 5 6 7 8 9 10 11 12 12];
D = A(s, [5 4 3]) ./ 4 - A(s, [1 1 1]);
printf('%d %d %.17g\n', size(D), sum(D(:) .* (1:numel(D))'));
scattered = mod((1:100) * 7, 12) + 1;
E = A(scattered, :) * 2 - 1;
printf('%d %d %.17g\n', size(E), sum(E(:) .* (1:numel(E))'));
cols = kron([5 1 3], ones(1, 30));
F = A([1:12, 1:12], cols) - A(1, 1);
printf('%d %d %.17g\n', size(F), sum(F(:) .* (1:numel(F))'));
bad = [ii; 13];
G = R(bad, :) - 1;
