x = [1 2 3 4 5 6];
X = fft(x);
d = abs(X(2) - conj(X(6)))
