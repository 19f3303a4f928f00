x = [4 8 6 2];
running = cumsum(x) ./ (1:numel(x))
