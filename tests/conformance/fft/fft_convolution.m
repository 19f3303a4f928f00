a = [1 2 3];
b = [1 1];
n = 4;
c = real(ifft(fft(a, n) .* fft(b, n)))
