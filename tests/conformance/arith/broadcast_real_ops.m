% Implicit expansion of + - .* ./ .\ on real arrays, each operator its
% own loop: M - mean (M) and friends, every class and shape.
M = reshape (mod ((1:48)' * 37, 23) / 7, 6, 8);
R = M - mean (M);
disp (num2hex (R(:, 3))(1:3, :))
printf ('%.17g ', sum (R(:))); printf ('\n')
c = (1:6)' / 3;
disp (M(1:2, 1:3) + c(1:2))
disp (M(1:2, 1:3) .* [1 2 3])
disp ([1 2 3] ./ [2; 4])
disp ([1 2 3] .\ [2; 4])
disp ([1 2 3] - [2; 4])
disp (size (zeros (0, 3) - [1 2 3]))
disp (size (zeros (3, 0) + ones (3, 1)))
disp ([NaN 1] - [Inf; 2])
disp (int8 ([100 -100]) + int8 ([50; -50]))
disp (uint8 ([1 2 3]) - [2; 1])
disp (int16 ([7 8]) ./ [2; 3])
disp (single ([1 2 3]) ./ [3; 7])
disp (class (single ([1 2]) - [1; 2]))
A = reshape (1:24, 2, 3, 4);
disp (squeeze (sum (A - mean (A, 3), 3)))
disp (A(:, :, 2) .* [10; 100])
