% Sums and means along the first dimension four columns at a time, each
% column added in order (the last bits as Octave's sequential loop).
k = (1:20 * 9)';
M = reshape (mod (k * 40503, 1013) / 3 - 150, 20, 9);
M(3, 2) = 1e17;
M(4, 2) = -1e17;
disp (num2hex (sum (M)))
disp (num2hex (mean (M)))
disp (num2hex (prod (M(1:18, :) / 100)))
disp (num2hex (sumsq (M)))
disp (sum (M(:, 1:5) > 0))
M(5, 7) = NaN;
M(6, 8) = Inf;
disp (mean (M)(6:9))
disp (sum (single (M)))
disp (sum (int8 (M)))
disp (sum (int8 (M), 'native'))
disp (size (sum (zeros (20, 0))))
disp (sum (ones (15, 6)))
disp (sum (ones (16, 6)))
disp (mean (reshape (1:64, 16, 2, 2)))
