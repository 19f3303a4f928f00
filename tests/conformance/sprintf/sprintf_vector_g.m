s = sprintf('%g ', [0.1 1 10 100 1e6])
