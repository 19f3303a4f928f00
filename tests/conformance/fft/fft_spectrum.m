t = 0:7;
x = cos(2 * pi * t / 8);
mag = abs(fft(x));
fprintf('%.4f ', mag);
fprintf('\n');
