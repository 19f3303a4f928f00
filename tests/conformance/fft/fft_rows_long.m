% Transforms along rows of matrices large enough to be cut into blocks of
% rows and shared among threads: fft2 and ifft2, along the second and
% third dimensions, with padding and cutting; digests of the results.
x = @(n) mod((1:n)' * 0.7548776662466927, 1) - 0.5;
digest = @(f) printf('%d %d %d: %.9g %.9g %.9g %.9g\n', size(f, 1), size(f, 2), size(f, 3), ...
    sum(abs(f(:))), real(f(7, 5, 1)), imag(f(7, 5, 1)), abs(f(end, end, end)));
A = reshape(x(200 * 230), 200, 230);
digest(fft2(A));
printf('roundtrip %d\n', max(max(abs(ifft2(fft2(A)) - A))) < 1e-13);
B = A + 1i * A(end:-1:1, :);
digest(fft(B, [], 2));
digest(fft(B, 250, 2));
digest(fft(B, 90, 2));
digest(ifft(B, [], 2));
C = reshape(x(60 * 50 * 12), 60, 50, 12);
digest(fft(C, [], 3));
digest(fft2(C));
digest(ifft(C, 16, 2));
