% Transforms of real vectors long enough to be split into the transforms
% of their even and odd elements (2^17 points and more): values, the
% exact Hermitian symmetry, signed zeros, padding and two columns.
n = 2^17;
x = mod((1:n)' * 0.7548776662466927, 1) - 0.5;
f = fft(x);
printf('%d %d %d\n', size(f), iscomplex(f));
printf('%.9g %.9g\n', real(f([1 2 3 n/4+1 n/2+1 n])), imag(f([1 2 3 n/4+1 n/2+1 n])));
printf('sum abs %.9g\n', sum(abs(f)));
printf('hermitian %d\n', isequal(f(2:end), conj(f(end:-1:2))));
printf('zero imag at 0 and n/2: %d %d\n', imag(f(1)) == 0, imag(f(n/2+1)) == 0);
g = fft(ones(n, 1));
printf('ones: %g %g %g\n', g(1), abs(g(2)), abs(g(n/2+1)));
h = fft(x(1:n-1000), n + 6);
printf('padded: %d %.9g %.9g\n', numel(h), sum(abs(h)), abs(h(n/2+4)));
c = fft([x, 2 * x(end:-1:1)]);
printf('columns: %d %d %.9g %.9g\n', size(c), sum(abs(c)));
r = real(ifft(f));
printf('roundtrip %.3g\n', max(abs(r - x)) < 1e-14);
