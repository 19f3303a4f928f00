% window functions, sinc, detrend, unwrap, fftfilt, fftconv, filter2, spencer
bartlett (6)'
blackman (5)'
blackman (4, 'periodic')'
sinc ([0 0.5 1 -1.5])
sinewave (4, 8, 1)
sinetone ([1 2], 8, 1, [1 2])
x = (1:30)' .^ 1.5;
s = spencer (x); s(6:10)'
autoreg_matrix ([1 2 3 4], 2)
detrend ([1 3 2 5 4])
detrend (magic (4), 2)
unwrap ([0 3 6.5 -3 0.2 7])
unwrap (magic (3) * 2, [], 2)
fftfilt ([1 2 3], [1 2 3 4 5])
fftfilt ([0.5 0.25], [1; 2; 3; 4], 4)
fftconv ([1 2 3], [4 5 6 7])
filter2 ([1 2; 3 4], magic (4))
filter2 ([1 1], magic (3), 'valid')
