% Implicit expansion along pages: a matrix against an array of its pages
% (n-body's dr ./ r), a column or a row against pages, a page of rows
% against a matrix, compared and combined, to the last bit.
dr = reshape (mod ((1:60)' * 17, 13) - 6, 4, 5, 3) / 3;
r = reshape (mod ((1:20)' * 7, 11) + 1, 4, 5) / 7;
q = dr ./ r;
disp (num2hex (q(:, 2, 3)))
printf ('%.17g ', sum (q(:)), sum ((dr .* r)(:)), sum ((r - dr)(:))); printf ('\n')
disp (size (dr + r))
c = (1:4)' / 9;
disp (squeeze ((dr - c)(:, 5, :)))
w = reshape ([2 -1 0.5], 1, 1, 3);
disp ((r .* w)(:, :, 3))
disp (squeeze (sum (sum (dr < r, 1), 2))')
disp (squeeze (any (dr == -r, 1)))
z = reshape (1:6, 1, 2, 3) + (1:3)';
disp (z(:, :, 2))
disp (int16 (dr(:, :, 1) * 10) ./ int16 (r(1, :) * 10))
disp (size (zeros (4, 0, 3) + ones (4, 1)))
