% Gathers by index vectors of many shapes: runs, repeats, kron and repmat
% stretches of varied lengths, descending runs, scattered ones; as rows
% and as columns, printed to the bit.
A = reshape(sin(1:600), 40, 15);
for t = 1:60
  L = 30 + mod(t * 37, 200);
  k = (1:L)';
  switch mod(t, 5)
    case 0, r = mod(floor(k / (1 + mod(t, 9))), 40) + 1;
    case 1, r = kron((1:ceil(L / 7))', ones(7, 1)); r = mod(r(1:L) - 1, 40) + 1;
    case 2, r = repmat((1:(3 + mod(t, 11)))', ceil(L / 3), 1); r = r(1:L);
    case 3, r = mod(k * 13, 40) + 1;
    case 4, r = [ones(5, 1) * 40; (1:40)'; (40:-1:1)'; 7 * ones(L, 1)]; r = r(1:L);
  end
  c = mod((1:(1 + mod(t, 4)))' * 3, 15) + 1;
  B = A(r, c) * 2 - A(r, c(end:-1:1)) ./ 3;
  C = A(c, :)' .* 0.5 + A(1:numel(c), mod((1:15) + t, 15) + 1)';
  printf('%d %.17g %.17g\n', t, sum(B(:) .* (1:numel(B))'), sum(C(:)));
end
