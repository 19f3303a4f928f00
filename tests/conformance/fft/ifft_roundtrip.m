x = [1 2 3 4];
y = real(ifft(fft(x)))
