clip = @(x) min(max(x, 0), 1);
clip([-0.5 0.3 1.7])
