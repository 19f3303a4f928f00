x = [3 4 5 6];
rms = sqrt(mean(x.^2))
