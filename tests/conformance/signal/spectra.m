% durbinlevinson, yulewalker, hurst, periodogram, freqz, stft
[phi, v] = durbinlevinson ([4 2 1 0.5])
[p2, v2] = durbinlevinson ([4 2 1 0.5], 0.5, 3)
[a, v] = yulewalker ([4 2 1.5 0.5])
hurst (magic (4))
[p, w] = periodogram ([1 2 3 2 1 0 -1]); p(1:4)', w(2)
[p, f] = periodogram ([1 2 3 2 1 0 -1], hamming (7), 16, 100, 'twosided'); p(1:4)', f(2)
[h, w] = freqz ([1 2 1], [1 -0.5], 8)
[h, f] = freqz ([1 1], 1, 4, 'whole', 100)
h = freqz ([1 2], [1 0.3], [0 pi/2 pi])
x = sin ((1:200) / 5)';
[y, c] = stft (x, 40, 10, 32); size (y), c
y1 = stft (x, 40, 10, 32); y1(1:3, 1:3)
